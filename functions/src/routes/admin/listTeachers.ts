// GET /api/v1/admin/teachers[?search=]: the admin's teacher list (docs/product.md#admin-teachers),
// each with student count and total minutes.
import type { RequestHandler } from "express";
import { teacherSearchQuerySchema, type AdminTeachersAnswer } from "@rink/common";
import { parse } from "../../http/validate";
import { loadTeacherRows } from "../../admin/teacherRows";

export const listTeachers: RequestHandler = async (req, res) => {
  const { search } = parse(teacherSearchQuerySchema, req.query);
  const answer: AdminTeachersAnswer = { success: true, data: await loadTeacherRows(search || undefined) };
  res.json(answer);
};
