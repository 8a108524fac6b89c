// DELETE /api/v1/admin/teacher/{id}: removes a teacher and their whole class
// (docs/product.md#admin-remove: "Removing a teacher will remove the entire class as well").
// Restartable: calling it again after a failure finishes the job; once nothing
// of the teacher is left it answers 404.
import type { RequestHandler } from "express";
import { idParamsSchema, type DeleteTeacherAnswer } from "@rink/common";
import { parse } from "../../http/validate";
import { HttpError } from "../../lib/httpError";
import { removeTeacher } from "../../removal/classes";

export const deleteTeacher: RequestHandler = async (req, res) => {
  const { id } = parse(idParamsSchema, req.params);
  const removed = await removeTeacher(id);
  if (!removed) throw new HttpError(404, "Teacher not found");
  const answer: DeleteTeacherAnswer = { success: true, data: { teacherId: id, studentsRemoved: removed.studentsRemoved } };
  res.json(answer);
};
