// PUT /api/v1/auth/password — sets a new password with the code from the reset
// e-mail (spec points 5 and 7: email, password, resetToken). The code is read
// first and used only when it is a reset code for the e-mail given, so a
// mismatched or stale code changes nothing.
import type { Request, Response } from "express";
import { z } from "zod";
import { resetPasswordWithCode, verifyPasswordResetCode } from "../../lib/authRest";
import { HttpError } from "../../http/errors";
import { parse } from "../../http/validate";
import * as text from "./messages";

/** Spec point 9: "Password minimum: 7". */
const PASSWORD_MIN = 7;

const optionalText = z.string().nullish();

const schema = z
  .object({
    email: optionalText,
    password: optionalText,
    resetToken: optionalText,
    // The form's verify field; checked when sent.
    verifyPassword: optionalText,
  })
  .transform((body, ctx) => {
    const email = body.email?.trim() ?? "";
    const password = body.password ?? "";
    const resetToken = body.resetToken?.trim() ?? "";
    const fail = (message: string) => ctx.addIssue({ code: "custom", message, input: body });
    if (!email || !password || !resetToken) fail(text.RESET_FIELDS_REQUIRED);
    else if ([email, password, resetToken, body.verifyPassword ?? ""].some((value) => value.length > text.INPUT_MAX)) {
      fail(text.RESET_FIELDS_TOO_LONG);
    } else if (password.length < PASSWORD_MIN) fail(text.PASSWORD_TOO_SHORT);
    else if (body.verifyPassword != null && body.verifyPassword !== password) fail(text.PASSWORDS_DIFFER);
    return { email, password, resetToken };
  });

export async function setPassword(req: Request, res: Response): Promise<void> {
  const { email, password, resetToken } = parse(schema, req.body ?? {});
  const code = await verifyPasswordResetCode(resetToken);
  const codeEmail = code.ok ? code.data.email : undefined;
  if (!code.ok || code.data.requestType !== "PASSWORD_RESET" || codeEmail?.toLowerCase() !== email.toLowerCase()) {
    throw new HttpError(400, text.RESET_LINK_INVALID);
  }
  const applied = await resetPasswordWithCode(resetToken, password);
  if (!applied.ok) throw new HttpError(400, text.RESET_LINK_INVALID);
  res.json({ success: true, message: text.PASSWORD_CHANGED });
}
