// GET /api/v1/admin/teachers[?search=]: the admin's teacher list (spec point 6),
// each with student count and total minutes.
import type { RequestHandler } from "express";
import { parse } from "../../http/validate";
import { teacherSearchQuery } from "./schemas";
import { loadTeacherRows } from "./teacherRows";

export const listTeachers: RequestHandler = async (req, res) => {
  const { search } = parse(teacherSearchQuery, req.query);
  res.json({ success: true, data: await loadTeacherRows(search || undefined) });
};
