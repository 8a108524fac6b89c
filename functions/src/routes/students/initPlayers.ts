// GET /api/v1/student/init/players/level/{level}: a level's starting players
// (docs/product.md#api-student: used when a student has no players).
import type { RequestHandler } from "express";
import { initPlayersParamsSchema, type InitPlayersAnswer } from "@rink/common";
import { initialPlayers } from "@rink/game";
import { parse } from "../../http/validate";

export const initPlayers: RequestHandler = (req, res) => {
  const { level } = parse(initPlayersParamsSchema, req.params);
  const answer: InitPlayersAnswer = { success: true, data: initialPlayers(level) };
  res.json(answer);
};
