// PUT /api/v1/auth/password: sets a new password with the code from the reset
// e-mail (docs/product.md#password-reset: email, password, resetToken).
import type { RequestHandler } from "express";
import { PASSWORD_CHANGED, setPasswordSchema, type MessageAnswer } from "@rink/common";
import { parse } from "../../http/validate";
import { resetPassword } from "../../accounts/passwordReset";

export const setPassword: RequestHandler = async (req, res) => {
  const { email, password, resetToken } = parse(setPasswordSchema, req.body ?? {});
  await resetPassword(email, password, resetToken);
  const answer: MessageAnswer = { success: true, message: PASSWORD_CHANGED };
  res.json(answer);
};
