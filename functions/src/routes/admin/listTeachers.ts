// GET /api/v1/admin/teachers[?search=&after=&limit=]: one page of the admin's teacher list
// (docs/product.md#admin-teachers, docs/decisions.md#d77), each with student count and total minutes.
import type { RequestHandler } from "express";
import { teacherPageQuerySchema, type AdminTeachersAnswer } from "@rink/common";
import { parse } from "../../http/validate";
import { teacherPage } from "../../admin/teacherRows";

export const listTeachers: RequestHandler = async (req, res) => {
  const { search, after, limit } = parse(teacherPageQuerySchema, req.query);
  const answer: AdminTeachersAnswer = { success: true, data: await teacherPage({ search: search || undefined, after: after || undefined, limit }) };
  res.json(answer);
};
