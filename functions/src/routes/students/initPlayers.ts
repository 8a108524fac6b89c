// GET /api/v1/student/init/players/level/{level} — a level's starting players
// (spec point 7: used when a student has no players).
import type { RequestHandler } from "express";
import { z } from "zod";
import { initialPlayers, type Level } from "@rink/game";
import { parse } from "../../http/validate";

const paramsSchema = z.object({
  level: z.enum(["1", "2", "3"], { error: "Level must be 1, 2 or 3." }).transform((level) => Number(level) as Level),
});

export const initPlayers: RequestHandler = (req, res) => {
  const { level } = parse(paramsSchema, req.params);
  res.json({ success: true, data: initialPlayers(level) });
};
