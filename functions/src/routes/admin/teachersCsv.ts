// GET /api/v1/admin/teachers.csv[?search=]: the teachers CSV download (docs/product.md#admin-teachers).
import type { RequestHandler } from "express";
import { teacherSearchQuerySchema } from "@rink/common";
import { parse } from "../../http/validate";
import { loadTeacherRows } from "../../admin/teacherRows";
import { teachersCsv } from "../../admin/teachersCsv";

export const downloadTeachersCsv: RequestHandler = async (req, res) => {
  const { search } = parse(teacherSearchQuerySchema, req.query);
  const rows = await loadTeacherRows(search || undefined);
  res
    .status(200)
    .type("text/csv; charset=utf-8")
    .set("Content-Disposition", 'attachment; filename="teachers.csv"')
    .set("Cache-Control", "no-store")
    .send(teachersCsv(rows));
};
