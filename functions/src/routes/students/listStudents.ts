// GET /api/v1/student?user={teacherId}&sort=firstName,lastName: a class roster
// (docs/product.md#roster), and GET /api/v1/student: every student, for admins.
import type { RequestHandler } from "express";
import { MAX_PAGE_SIZE, studentListQuerySchema, type AllStudentsAnswer, type RosterAnswer } from "@rink/common";
import { HttpError } from "../../lib/httpError";
import { callerOf } from "../../http/auth";
import { parse } from "../../http/validate";
import { roster } from "../../roster/list";
import { allStudents } from "../../students/allStudents";

export const listStudents: RequestHandler = async (req, res) => {
  const query = parse(studentListQuerySchema, req.query);
  const caller = callerOf(res);
  if (query.user !== undefined) {
    if (caller.role === "teacher" && caller.uid !== query.user) throw new HttpError(403, "You can only see your own class.");
    const rows = await roster(query.user, caller.role === "teacher");
    const answer: RosterAnswer = { success: true, data: rows };
    res.json(answer);
    return;
  }
  if (caller.role !== "admin") throw new HttpError(403, "You can only see your own class: add ?user= with your id.");
  const page = await allStudents(query.limit ?? MAX_PAGE_SIZE, query.cursor);
  const answer: AllStudentsAnswer = { success: true, data: page.rows, nextCursor: page.nextCursor };
  res.json(answer);
};
