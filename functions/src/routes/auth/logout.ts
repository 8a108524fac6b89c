// POST /api/v1/auth/logout: ends this device's session on the server (docs/product.md#api-auth:
// "a server logout call precedes" removing the token locally). Only this session ends:
// the same user's other devices stay signed in (docs/decisions.md#d31).
// The answer waits (briefly) until this process's listener has seen the end come back,
// so the other processes' listeners, fed by the same write, have it too.
import type { RequestHandler } from "express";
import type { ApiSuccess } from "@rink/common";
import { callerOf } from "../../http/auth";
import { endSession } from "../../accounts/sessions";
import { endSeen, markEnded } from "../../accounts/sessionCheck";

const END_SEEN_WAIT_MS = 2_000;

export const logout: RequestHandler = async (_req, res) => {
  const { sid } = callerOf(res);
  await endSession(sid);
  markEnded(sid);
  await endSeen(sid, END_SEEN_WAIT_MS);
  const answer: ApiSuccess = { success: true };
  res.json(answer);
};
