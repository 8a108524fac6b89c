// POST /api/v1/student/{id}/password: a teacher gives one of their students a new password
// (owner-checked like PUT and DELETE /student/{id}).
import type { RequestHandler } from "express";
import { idParamsSchema, STUDENT_PASSWORD_RESET, type StudentPasswordAnswer } from "@rink/common";
import { callerOf } from "../../http/auth";
import { parse } from "../../http/validate";
import { giveNewPassword } from "../../students/newPassword";

export const newPassword: RequestHandler = async (req, res) => {
  const { id } = parse(idParamsSchema, req.params);
  const answer: StudentPasswordAnswer = { success: true, message: STUDENT_PASSWORD_RESET, data: await giveNewPassword(callerOf(res).uid, id) };
  res.json(answer);
};
