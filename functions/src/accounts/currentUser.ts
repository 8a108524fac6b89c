// Who is signed in (GET /auth/user): the student's game document, the teacher's
// profile, or the admin's name. Never a password: none is stored in these
// documents, and the converters keep only the fields each document holds.
import type { CurrentUser } from "@rink/common";
import { HttpError } from "../http/errors";
import type { Caller } from "../http/auth";
import { studentRef } from "../students/records";
import { teacherRef } from "./teachers";
import { adminRef } from "./admins";

async function storedUser({ uid, role }: Caller): Promise<CurrentUser | undefined> {
  if (role === "student") return (await studentRef(uid).get()).data();
  if (role === "teacher") return (await teacherRef(uid).get()).data();
  const admin = (await adminRef(uid).get()).data();
  return admin && { _id: uid, role, name: admin.name, userName: admin.userName };
}

export async function currentUser(caller: Caller): Promise<CurrentUser> {
  const user = await storedUser(caller);
  if (!user) throw new HttpError(404, "This account's details were not found.");
  return { ...user, _id: caller.uid };
}
