// GET /api/v1/admin/teachers.csv[?search=]: the teachers CSV download (docs/product.md#admin-teachers),
// streamed a page of teachers at a time, so neither the function's memory nor the wait before
// the first byte grows with the programme (docs/decisions.md#d77).
import type { RequestHandler } from "express";
import { teacherSearchQuerySchema } from "@rink/common";
import { parse } from "../../http/validate";
import { everyTeacherRow } from "../../admin/teacherRows";
import { teachersCsvHeader, teachersCsvRows } from "../../admin/teachersCsv";

/** Teachers read per page of the CSV: few round trips, and a page's rows held at once. */
const CSV_PAGE = 500;

export const downloadTeachersCsv: RequestHandler = async (req, res) => {
  const { search } = parse(teacherSearchQuerySchema, req.query);
  const pages = everyTeacherRow(search || undefined, CSV_PAGE);
  // The first page is read before the answer starts, so a failure there is still a clear error.
  const first = await pages.next();
  res.status(200).type("text/csv; charset=utf-8").set("Content-Disposition", 'attachment; filename="teachers.csv"').set("Cache-Control", "no-store");
  res.write(teachersCsvHeader());
  try {
    if (!first.done) res.write(teachersCsvRows(first.value));
    for await (const rows of pages) res.write(teachersCsvRows(rows));
    res.end();
  } catch (error) {
    // The header is sent: a cut connection is the only way left to say the file is not whole.
    console.error("The teachers CSV failed part way", error);
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  }
};
