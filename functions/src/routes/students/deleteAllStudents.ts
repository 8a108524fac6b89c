// DELETE /api/v1/student/all: a teacher deletes every student of their own class at once.
// The one removal rule of the admin's delete-class (removal/classes.ts removeClass); one route,
// so it can become a background job later without the web changing its call.
import type { RequestHandler } from "express";
import type { DeleteClassAnswer } from "@rink/common";
import { callerOf } from "../../http/auth";
import { HttpError } from "../../lib/httpError";
import { removeClass } from "../../removal/classes";

export const deleteAllStudents: RequestHandler = async (_req, res) => {
  const teacherId = callerOf(res).uid;
  const removed = await removeClass(teacherId);
  if (!removed) throw new HttpError(404, "Teacher not found");
  const answer: DeleteClassAnswer = { success: true, data: { teacherId, ...removed } };
  res.json(answer);
};
