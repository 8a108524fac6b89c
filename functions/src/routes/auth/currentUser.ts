// GET /api/v1/auth/user — who is signed in (spec point 7: "used after login and
// for role checks"): the student's game document, the teacher's profile, or the
// admin's name. Never a password: none is stored in these documents, and any
// field of that name is dropped all the same.
import type { Request, Response } from "express";
import { db } from "../../lib/admin";
import { HttpError } from "../../http/errors";
import { callerOf } from "../../http/auth";
import { COLLECTIONS } from "../../accounts/collections";
import type { Role } from "../../accounts/roles";

const COLLECTION_OF: Record<Role, string> = {
  student: COLLECTIONS.students,
  teacher: COLLECTIONS.teachers,
  admin: COLLECTIONS.admins,
};

export async function currentUser(_req: Request, res: Response): Promise<void> {
  const { uid, role } = callerOf(res);
  const snapshot = await db().collection(COLLECTION_OF[role]).doc(uid).get();
  const stored = snapshot.data();
  if (!stored) throw new HttpError(404, "This account's details were not found.");
  const { password: _never, ...rest } = stored;
  const data =
    role === "admin"
      ? { _id: uid, role, name: String(rest.name ?? ""), userName: String(rest.userName ?? "") }
      : { ...rest, _id: uid, role };
  res.json({ success: true, data });
}
