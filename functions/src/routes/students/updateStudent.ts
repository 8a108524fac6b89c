// PUT /api/v1/student/{id}: one path, two callers (docs/product.md#api-student): a teacher edits
// a student's names; a student plays their own game (moves or a partial student),
// every change made by the engine in one atomic write.
import type { RequestHandler } from "express";
import { editNamesSchema, idParamsSchema, STUDENT_UPDATED, type MoveRefusedAnswer, type UpdateStudentAnswer } from "@rink/common";
import { HttpError } from "../../lib/httpError";
import { callerOf } from "../../http/auth";
import { parse } from "../../http/validate";
import { editStudentNames } from "../../students/editNames";
import { stepsOfRequest } from "./moveRequest";
import { MoveRefused, runStudentSteps, statusOfRule } from "../../students/runMoves";

export const updateStudent: RequestHandler = async (req, res) => {
  const { id } = parse(idParamsSchema, req.params);
  const caller = callerOf(res);
  if (caller.role === "teacher") {
    const names = parse(editNamesSchema, req.body ?? {});
    const answer: UpdateStudentAnswer = { success: true, message: STUDENT_UPDATED, updatedStudent: await editStudentNames(caller.uid, id, names) };
    res.json(answer);
    return;
  }
  if (caller.role !== "student" || caller.uid !== id) throw new HttpError(403, "You can only change your own game.");
  const { steps, requestId } = stepsOfRequest(req.body);
  try {
    const answer: UpdateStudentAnswer = { success: true, updatedStudent: await runStudentSteps(id, steps, { signedInAt: caller.signedInAt }, requestId) };
    res.json(answer);
  } catch (error) {
    if (!(error instanceof MoveRefused)) throw error;
    const { code, message, hint } = error.rule;
    const answer: MoveRefusedAnswer = { success: false, error: message, ...(hint ? { hint } : {}), code, move: error.move };
    res.status(statusOfRule(code)).json(answer);
  }
};
