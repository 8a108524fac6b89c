// A typed converter per collection: what is read from Firestore is parsed, never
// cast, so a document of an unexpected shape fails loudly where it is read instead
// of somewhere downstream. Writes pass through as they are: they are typed already.
import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { ZodType } from "zod";

/** A document that is not the shape its collection holds: a server fault, answered 500. */
class UnexpectedDocument extends Error {
  constructor(path: string, problem: string) {
    super(`${path} is not a valid document: ${problem}`);
  }
}

/** A converter that reads each document with `read`, which answers undefined for a wrong shape. */
export function readingConverter<T extends DocumentData>(read: (data: DocumentData) => T | undefined): FirestoreDataConverter<T> {
  return {
    toFirestore: (value) => value,
    fromFirestore(snapshot: QueryDocumentSnapshot): T {
      const value = read(snapshot.data());
      if (value === undefined) throw new UnexpectedDocument(snapshot.ref.path, "its fields do not match");
      return value;
    },
  };
}

/** A converter that parses each document read with a zod schema. */
export function zodConverter<T extends DocumentData>(schema: ZodType<T>): FirestoreDataConverter<T> {
  return {
    toFirestore: (value) => value,
    fromFirestore(snapshot: QueryDocumentSnapshot): T {
      const result = schema.safeParse(snapshot.data());
      if (!result.success) {
        const issue = result.error.issues[0];
        throw new UnexpectedDocument(snapshot.ref.path, `${issue?.path.join(".") ?? ""} ${issue?.message ?? ""}`.trim());
      }
      return result.data;
    },
  };
}
