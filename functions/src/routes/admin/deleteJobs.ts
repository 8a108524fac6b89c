// POST /api/v1/admin/teacher/{id}/delete-job and /admin/teacher/{id}/class/delete-job: an
// admin's delete of a teacher (with the class) or of the class only, accepted at once as a
// job (202; pressed again while it runs, the same job). GET /api/v1/admin/jobs/{id}: how it stands;
// GET /api/v1/admin/jobs?active=1: every delete queued or running (the console after a reload).
import type { RequestHandler } from "express";
import { activeJobsQuerySchema, idParamsSchema, jobIdParamsSchema, type ActiveDeleteJobsAnswer } from "@rink/common";
import { parse } from "../../http/validate";
import { activeDeleteJobs, deleteJobView, startDeleteJob, type DeleteKind } from "../../jobs/deleteJob";

const startDelete =
  (kind: DeleteKind): RequestHandler =>
  async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.status(202).json({ success: true, ...(await startDeleteJob(kind, id)) });
  };

export const deleteTeacherJob = startDelete("deleteTeacher");
export const deleteClassJob = startDelete("deleteClass");

export const deleteJobStatus: RequestHandler = async (req, res) => {
  const { id } = parse(jobIdParamsSchema, req.params);
  res.json(await deleteJobView(id));
};

export const activeDeleteJobsStatus: RequestHandler = async (req, res) => {
  parse(activeJobsQuerySchema, req.query);
  const answer: ActiveDeleteJobsAnswer = { success: true, jobs: await activeDeleteJobs() };
  res.json(answer);
};
