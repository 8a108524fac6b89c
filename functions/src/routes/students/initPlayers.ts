// GET /api/v1/student/init/players/level/{level}: a level's starting players
// (docs/product.md#api-student; no screen calls it, docs/decisions.md#d93).
import type { RequestHandler } from "express";
import { initPlayersParamsSchema, type ApiFailure, type InitPlayersAnswer } from "@rink/common";
import { initialPlayers, type Player } from "@rink/game";
import { parse } from "../../http/validate";

/** The specification's words for a failed player initialisation (docs/decisions.md#d93). */
export const INIT_PLAYERS_FAILED = "Unexpected error initializing players";

export const initPlayers: RequestHandler = (req, res) => {
  // A bad level is the caller's mistake: parse answers it with a 400, as for any call.
  const { level } = parse(initPlayersParamsSchema, req.params);
  let players: Player[];
  try {
    players = initialPlayers(level);
  } catch (error) {
    console.error(INIT_PLAYERS_FAILED, error);
    const failure: ApiFailure = { success: false, error: INIT_PLAYERS_FAILED };
    res.status(500).json(failure);
    return;
  }
  const answer: InitPlayersAnswer = { success: true, data: players };
  res.json(answer);
};
