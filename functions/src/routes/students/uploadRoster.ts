// POST /api/v1/student/bulk: a teacher uploads a class list as CSV (docs/product.md#class-list-upload:
// 'No File Selected' without a file).
import type { RequestHandler } from "express";
import { NO_FILE_SELECTED, NO_NEW_STUDENTS, STUDENTS_ADDED, type BulkUploadAnswer } from "@rink/common";
import { HttpError } from "../../lib/httpError";
import { callerOf } from "../../http/auth";
import { readUploadedFile } from "../../http/uploadedFile";
import { uploadNow } from "../../jobs/uploadJob";

export const uploadRoster: RequestHandler = async (req, res) => {
  const teacherId = callerOf(res).uid;
  const file = await readUploadedFile(req);
  if (!file) throw new HttpError(400, NO_FILE_SELECTED);
  // The same job as POST /student/bulk/jobs (jobs/uploadJob.ts), made here and answered at its end.
  const { added, rejected } = await uploadNow(teacherId, file);
  const answer: BulkUploadAnswer = { success: true, message: added.length > 0 ? STUDENTS_ADDED : NO_NEW_STUDENTS, added, rejected };
  res.status(added.length > 0 ? 201 : 200).json(answer);
};
