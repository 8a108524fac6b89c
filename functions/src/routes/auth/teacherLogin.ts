// POST /api/v1/auth/login: teachers, by username or e-mail (docs/product.md#login:
// the form's field is 'Username or Email' and is sent as `email`; `userName` is accepted too).
import type { RequestHandler } from "express";
import { teacherLoginSchema, type LoginAnswer } from "@rink/common";
import { parse } from "../../http/validate";
import { signIn } from "../../accounts/signIn";
import { clientAddress } from "../../http/clientAddress";

export const teacherLogin: RequestHandler = async (req, res) => {
  const answer: LoginAnswer = { success: true, token: await signIn("teacher", parse(teacherLoginSchema, req.body ?? {}), clientAddress(req)) };
  res.json(answer);
};
