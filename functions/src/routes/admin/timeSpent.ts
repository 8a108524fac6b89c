// GET /api/v1/admin/students/timespent[?user={teacherId}]: the programme's total
// time spent, or one teacher's class student by student.
import type { RequestHandler } from "express";
import { timeSpentQuerySchema, type TimeSpentAnswer } from "@rink/common";
import { parse } from "../../http/validate";
import { classTimeSpent, programmeTimeSpent } from "../../admin/timeSpent";

export const timeSpent: RequestHandler = async (req, res) => {
  const { user } = parse(timeSpentQuerySchema, req.query);
  const answer: TimeSpentAnswer = { success: true, data: user ? await classTimeSpent(user) : await programmeTimeSpent() };
  res.json(answer);
};
