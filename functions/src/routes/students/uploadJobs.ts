// POST /api/v1/student/bulk/jobs: a class list accepted as a job (202 with its id; the
// same file while its job runs is the same job). GET /api/v1/student/bulk/jobs/{id}: how it stands.
// GET /api/v1/student/bulk/jobs: the teacher's own uploads at work or just over.
import type { RequestHandler } from "express";
import { NO_FILE_SELECTED, jobIdParamsSchema, type UploadJobAccepted, type UploadJobList } from "@rink/common";
import { HttpError } from "../../lib/httpError";
import { callerOf } from "../../http/auth";
import { parse } from "../../http/validate";
import { readUploadedFile } from "../../http/uploadedFile";
import { startUploadJob, uploadJobSummaries, uploadJobView } from "../../jobs/uploadJob";

export const startUpload: RequestHandler = async (req, res) => {
  const file = await readUploadedFile(req);
  if (!file) throw new HttpError(400, NO_FILE_SELECTED);
  const answer: UploadJobAccepted = { success: true, ...(await startUploadJob(callerOf(res).uid, file)) };
  res.status(202).json(answer);
};

export const uploadStatus: RequestHandler = async (req, res) => {
  const { id } = parse(jobIdParamsSchema, req.params);
  res.json(await uploadJobView(callerOf(res).uid, id));
};

export const listUploads: RequestHandler = async (_req, res) => {
  const answer: UploadJobList = { success: true, data: await uploadJobSummaries(callerOf(res).uid) };
  res.json(answer);
};
