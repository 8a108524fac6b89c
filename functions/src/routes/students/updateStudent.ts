// PUT /api/v1/student/{id} — one path, two callers (spec point 7): a teacher edits
// a student's names; a student plays their own game (moves or a partial student).
import type { RequestHandler } from "express";
import { HttpError } from "../../http/errors";
import { callerOf } from "../../http/auth";
import { parse } from "../../http/validate";
import { studentIdParams } from "../../students/schemas";
import { editStudentNames } from "./editStudentNames";
import { playOwnGame } from "./playOwnGame";

export const updateStudent: RequestHandler = async (req, res) => {
  const { id } = parse(studentIdParams, req.params);
  const caller = callerOf(res);
  if (caller.role === "teacher") {
    res.json({ success: true, message: "Student Updated Successfully", updatedStudent: await editStudentNames(caller.uid, id, req.body) });
    return;
  }
  if (caller.role !== "student" || caller.uid !== id) throw new HttpError(403, "You can only change your own game.");
  await playOwnGame(id, req.body, res);
};
