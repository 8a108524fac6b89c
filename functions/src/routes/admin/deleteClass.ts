// DELETE /api/v1/admin/teacher/{id}/class: removes the class only (docs/product.md#admin-remove:
// "delete a teacher ... or just a class"). The teacher keeps their account with
// an empty class.
import type { RequestHandler } from "express";
import { idParamsSchema, type DeleteClassAnswer } from "@rink/common";
import { parse } from "../../http/validate";
import { HttpError } from "../../lib/httpError";
import { removeClass } from "../../removal/classes";

export const deleteClass: RequestHandler = async (req, res) => {
  const { id } = parse(idParamsSchema, req.params);
  const removed = await removeClass(id);
  if (!removed) throw new HttpError(404, "Teacher not found");
  const answer: DeleteClassAnswer = { success: true, data: { teacherId: id, ...removed } };
  res.json(answer);
};
