// Who is signed in (GET /auth/user): the student's game document, the teacher's
// profile, or the admin's name. Never a password: none is stored in these
// documents, and the converters keep only the fields each document holds.
import type { CurrentUser, Role } from "@rink/common";
import { HttpError } from "../lib/httpError";
import { studentRef } from "./studentRecords";
import { teacherRef } from "./teachers";
import { adminRef } from "./admins";

/** Who asks: the signed-in caller (http/auth.ts, Caller). */
interface Asker {
  uid: string;
  role: Role;
}

async function storedUser({ uid, role }: Asker): Promise<CurrentUser | undefined> {
  if (role === "student") return (await studentRef(uid).get()).data();
  if (role === "teacher") return (await teacherRef(uid).get()).data();
  const admin = (await adminRef(uid).get()).data();
  return admin && { _id: uid, role, name: admin.name, userName: admin.userName, ...(admin.language ? { language: admin.language } : {}) };
}

export async function currentUser(caller: Asker): Promise<CurrentUser> {
  const user = await storedUser(caller);
  if (!user) throw new HttpError(404, "This account's details were not found.");
  return { ...user, _id: caller.uid };
}
