// POST /api/v1/auth/reset: "Forgot password" (docs/product.md#password-reset). The answer
// is the same whether or not the address belongs to anyone.
import type { RequestHandler } from "express";
import { RESET_SENT, resetRequestSchema, type MessageAnswer } from "@rink/common";
import { parse } from "../../http/validate";
import { appOrigin } from "../../http/appOrigin";
import { sendResetLink } from "../../accounts/passwordReset";

export const requestReset: RequestHandler = async (req, res) => {
  const { email } = parse(resetRequestSchema, req.body ?? {});
  await sendResetLink(email, appOrigin(req));
  const answer: MessageAnswer = { success: true, message: RESET_SENT };
  res.json(answer);
};
