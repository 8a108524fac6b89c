// A teacher's own Delete All Students as a job (docs/decisions.md#d42):
// the same class delete job an admin's Delete Class starts (jobs/deleteJob.ts), its owner the
// caller. POST /student/all/delete-job starts it (202; pressed again while it runs, the same
// job); GET /student/all/delete-job finds it while it runs (the page after a reload); GET
// /student/jobs/{id} shows it to its owner only (404 for anyone else).
import type { RequestHandler } from "express";
import { jobIdParamsSchema, type ClassDeleteJobAnswer, type DeleteJobAccepted } from "@rink/common";
import { callerOf } from "../../http/auth";
import { parse } from "../../http/validate";
import { activeClassDeleteJob, deleteJobView, startDeleteJob } from "../../jobs/deleteJob";

export const startClassDeleteJob: RequestHandler = async (_req, res) => {
  const answer: DeleteJobAccepted = { success: true, ...(await startDeleteJob("deleteClass", callerOf(res).uid)) };
  res.status(202).json(answer);
};

export const classDeleteJob: RequestHandler = async (_req, res) => {
  const answer: ClassDeleteJobAnswer = { success: true, job: await activeClassDeleteJob(callerOf(res).uid) };
  res.json(answer);
};

export const classDeleteJobStatus: RequestHandler = async (req, res) => {
  const { id } = parse(jobIdParamsSchema, req.params);
  res.json(await deleteJobView(id, callerOf(res).uid));
};
