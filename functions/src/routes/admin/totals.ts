// GET /api/v1/admin/totals: the totals page (docs/product.md#admin-console): teachers,
// students and time spent in hours.
import type { RequestHandler } from "express";
import type { TotalsAnswer } from "@rink/common";
import { totals as programmeTotals } from "../../admin/totals";

export const totals: RequestHandler = async (_req, res) => {
  const answer: TotalsAnswer = { success: true, data: await programmeTotals() };
  res.json(answer);
};
