// DELETE /api/v1/student/{id} — a teacher removes one of their students, with the
// Auth user, credentials, username and class summary entry.
import type { RequestHandler } from "express";
import { callerOf } from "../../http/auth";
import { parse } from "../../http/validate";
import { deleteStudentAccount } from "../../accounts/students";
import { ownStudent } from "../../students/ownership";
import { studentIdParams } from "../../students/schemas";

export const deleteStudent: RequestHandler = async (req, res) => {
  const { id } = parse(studentIdParams, req.params);
  await ownStudent(callerOf(res).uid, id);
  await deleteStudentAccount(id);
  res.json({ success: true, message: "Student Deleted Successfully" });
};
