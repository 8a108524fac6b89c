import { auth, db } from "../lib/admin";
import { HttpError } from "../http/errors";
import { COLLECTIONS } from "./collections";
import { syntheticEmail } from "./roles";
import { claimUsername } from "./usernames";

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
      if (!(await claimUsername(tx, input.userName, { uid, role: "admin" }))) {
        throw new HttpError(409, "That username is already taken.");
      }
      tx.create(db().collection(COLLECTIONS.admins).doc(uid), { _id: uid, name: input.name, userName: input.userName, role: "admin" });
    });
    return { _id: uid, userName: input.userName, name: input.name };
  } catch (error) {
    await auth().deleteUser(uid).catch(() => undefined);
    throw error;
  }
}
