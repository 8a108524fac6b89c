// POST /api/v1/auth/logout: ends the session on the server too (spec point 7:
// "a server logout call precedes" removing the token locally). Revoking the
// refresh tokens makes every ID token issued before now fail requireRole's
// revocation check, so a copied token stops working at logout, not an hour later.
import type { RequestHandler } from "express";
import type { ApiSuccess } from "@rink/common";
import { auth } from "../../lib/admin";
import { callerOf } from "../../http/auth";

export const logout: RequestHandler = async (_req, res) => {
  await auth().revokeRefreshTokens(callerOf(res).uid);
  const answer: ApiSuccess = { success: true };
  res.json(answer);
};
