// The one writer of admins/{uid}.
import { z } from "zod";
import { languageSchema, USERNAME_TAKEN } from "@rink/common";
import { auth, db } from "../lib/admin";
import { HttpError } from "../lib/httpError";
import { COLLECTIONS } from "../firestore/collections";
import { zodConverter } from "../firestore/converter";
import { syntheticEmail } from "./roles";
import { claimUsername } from "./usernames";

/** An admin's own document: their name and username, and the language they chose for their screens (docs/decisions.md#d81). */
const storedAdminSchema = z.object({ _id: z.string(), name: z.string(), userName: z.string(), role: z.literal("admin"), language: languageSchema.optional() });

export const adminRef = (uid: string) => db().collection(COLLECTIONS.admins).withConverter(zodConverter(storedAdminSchema)).doc(uid);

/**
 * Makes an admin. Never reachable from a public call: only the seed and
 * `npm run create-admin` use it.
 */
export async function createAdminAccount(input: { userName: string; password: string; name: string; uid?: string }) {
  const uid = input.uid ?? db().collection(COLLECTIONS.admins).doc().id;
  await auth().createUser({ uid, email: syntheticEmail(uid, "admin"), password: input.password, displayName: input.name });
  try {
    await auth().setCustomUserClaims(uid, { role: "admin" });
    await db().runTransaction(async (tx) => {
      if (!(await claimUsername(tx, input.userName, { uid, role: "admin" }))) throw new HttpError(409, USERNAME_TAKEN);
      tx.create(adminRef(uid), { _id: uid, name: input.name, userName: input.userName, role: "admin" });
    });
    return { _id: uid, userName: input.userName, name: input.name };
  } catch (error) {
    await auth().deleteUser(uid).catch(() => undefined);
    throw error;
  }
}
