// DELETE /api/v1/admin/students/{id}: an admin deletes one student of any class
// (docs/product.md#api-admin): Auth user, game document, credentials, username claim and
// the teacher's counters together.
import type { RequestHandler } from "express";
import { idParamsSchema, type AdminDeleteStudentAnswer } from "@rink/common";
import { parse } from "../../http/validate";
import { HttpError } from "../../lib/httpError";
import { isStudentLeft, deleteStudentAccount } from "../../removal/students";

export const deleteStudent: RequestHandler = async (req, res) => {
  const { id } = parse(idParamsSchema, req.params);
  if (!(await isStudentLeft(id))) throw new HttpError(404, "Student not found");
  await deleteStudentAccount(id);
  const answer: AdminDeleteStudentAnswer = { success: true, data: { _id: id } };
  res.json(answer);
};
