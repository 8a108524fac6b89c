// A Firestore database as plain JSON and back: the migration's fixtures (a shape-4 programme made
// by the code of that time, e2e/fixtures/) are loaded with it, and its tests compare runs with it.
// Top-level collections only (the product keeps no subcollections); a Timestamp, which the
// product does not store but a foreign document might, is kept as { "$timestamp": ISO time }.
import { Timestamp, type Firestore } from "firebase-admin/firestore";

export type DatabaseDump = Record<string, Record<string, Record<string, unknown>>>;

function toJson(value: unknown): unknown {
  if (value instanceof Timestamp) return { $timestamp: value.toDate().toISOString() };
  if (Array.isArray(value)) return value.map(toJson);
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, inner]) => [key, toJson(inner)]));
  return value;
}

function fromJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromJson);
  if (value !== null && typeof value === "object") {
    const stamp: unknown = Reflect.get(value, "$timestamp");
    if (typeof stamp === "string" && Object.keys(value).length === 1) return Timestamp.fromDate(new Date(stamp));
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fromJson(inner)]));
  }
  return value;
}

/** Every document of every top-level collection, collections and ids in order. */
export async function dumpDatabase(db: Firestore): Promise<DatabaseDump> {
  const dump: DatabaseDump = {};
  const collections = (await db.listCollections()).map((collection) => collection.id).sort();
  for (const name of collections) {
    const docs = (await db.collection(name).get()).docs.sort((a, b) => (a.id < b.id ? -1 : 1));
    dump[name] = Object.fromEntries(docs.map((doc) => [doc.id, toJson(doc.data()) as Record<string, unknown>]));
  }
  return dump;
}

/** Writes a dump's documents into `db` (which should be empty: nothing else is removed). */
export async function loadDatabase(db: Firestore, dump: DatabaseDump): Promise<number> {
  const writer = db.bulkWriter({ throttling: false });
  let written = 0;
  for (const [collection, docs] of Object.entries(dump)) {
    for (const [id, data] of Object.entries(docs)) {
      void writer.set(db.collection(collection).doc(id), fromJson(data) as Record<string, unknown>).then(() => (written += 1));
    }
  }
  await writer.close();
  return written;
}
