// DELETE /api/v1/admin/students/{id}: an admin deletes one student of any class
// (spec point 7): Auth user, game document, credentials, username claim and
// class summary entry together.
import type { RequestHandler } from "express";
import { parse } from "../../http/validate";
import { HttpError } from "../../http/errors";
import { db } from "../../lib/admin";
import { credentialsRef, deleteStudentAccount, studentRef } from "../../accounts/students";
import { idParams } from "./schemas";
import { authUserOf } from "./classRemoval";

export const deleteStudent: RequestHandler = async (req, res) => {
  const { id } = parse(idParams, req.params);
  const [student, credentials] = await db().getAll(studentRef(id), credentialsRef(id));
  if (!student?.exists && !credentials?.exists) {
    // What a half-finished delete leaves is still a student's to remove; any
    // other account (a teacher's, an admin's) is not a student: 404.
    const user = await authUserOf(id);
    if (user?.customClaims?.role !== "student") throw new HttpError(404, "Student not found");
  }
  await deleteStudentAccount(id);
  res.json({ success: true, data: { _id: id } });
};
