// DELETE /api/v1/student/{id}: a teacher removes one of their students, with the
// Auth user, credentials, username and the teacher's counters.
import type { RequestHandler } from "express";
import { idParamsSchema, STUDENT_DELETED, type MessageAnswer } from "@rink/common";
import { callerOf } from "../../http/auth";
import { parse } from "../../http/validate";
import { ownStudent } from "../../students/ownership";
import { deleteStudentAccount } from "../../removal/students";

export const deleteStudent: RequestHandler = async (req, res) => {
  const { id } = parse(idParamsSchema, req.params);
  await ownStudent(callerOf(res).uid, id);
  await deleteStudentAccount(id);
  const answer: MessageAnswer = { success: true, message: STUDENT_DELETED };
  res.json(answer);
};
