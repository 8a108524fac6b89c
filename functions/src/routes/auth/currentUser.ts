// GET /api/v1/auth/user: who is signed in (docs/product.md#api-auth: "used after login and for role checks").
import type { RequestHandler } from "express";
import type { CurrentUserAnswer } from "@rink/common";
import { callerOf } from "../../http/auth";
import { currentUser as userOf } from "../../accounts/currentUser";

export const currentUser: RequestHandler = async (_req, res) => {
  const answer: CurrentUserAnswer = { success: true, data: await userOf(callerOf(res)) };
  res.json(answer);
};
