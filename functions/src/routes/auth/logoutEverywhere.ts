// POST /api/v1/auth/logout/everywhere: the teacher's "Sign Out Everywhere" (any role may
// call it): every open session of the caller ends, this device's too, and the account's
// refresh tokens are revoked (docs/decisions.md#d31).
import type { RequestHandler } from "express";
import type { ApiSuccess } from "@rink/common";
import { callerOf } from "../../http/auth";
import { endAllSessionsOf } from "../../accounts/endSessions";
import { endSeen } from "../../accounts/sessionCheck";

const END_SEEN_WAIT_MS = 2_000;

export const logoutEverywhere: RequestHandler = async (_req, res) => {
  const { uid, sid } = callerOf(res);
  await endAllSessionsOf(uid);
  await endSeen(sid, END_SEEN_WAIT_MS);
  const answer: ApiSuccess = { success: true };
  res.json(answer);
};
