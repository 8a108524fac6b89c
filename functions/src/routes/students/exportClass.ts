// GET /api/v1/student/export?format=csv|json: the calling teacher's own class, as a file
// (docs/privacy.md). The class is the caller's: no id is taken from the request.
import type { RequestHandler } from "express";
import { classExportFileName, classExportQuerySchema } from "@rink/common";
import { callerOf } from "../../http/auth";
import { parse } from "../../http/validate";
import { classCsv, classExport } from "../../classes/classExport";

export const exportClass: RequestHandler = async (req, res) => {
  const { format } = parse(classExportQuerySchema, req.query);
  const data = await classExport(callerOf(res).uid);
  res
    .status(200)
    .type(format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8")
    .set("Content-Disposition", `attachment; filename="${classExportFileName(format)}"`)
    .set("Cache-Control", "no-store")
    .send(format === "csv" ? classCsv(data) : JSON.stringify(data, null, 2));
};
