// POST /api/v1/admin/retention/run {dryRun?}: the retention job, now (functions/src/retention/).
// Production runs it daily on a schedule; this is how an admin, or a test, runs it locally.
import type { RequestHandler } from "express";
import { retentionRunBodySchema, type RetentionRunAnswer } from "@rink/common";
import { parse } from "../../http/validate";
import { retentionJob } from "../../retention/job";

export const retentionRun: RequestHandler = async (req, res) => {
  const { dryRun } = parse(retentionRunBodySchema, req.body ?? {});
  const answer: RetentionRunAnswer = { success: true, data: await retentionJob({ dryRun }) };
  res.json(answer);
};
