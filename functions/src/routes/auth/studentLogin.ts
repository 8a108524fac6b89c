// POST /api/v1/auth/student/login: students, by the username their teacher gave them.
import type { RequestHandler } from "express";
import { userNameLoginSchema, type LoginAnswer } from "@rink/common";
import { parse } from "../../http/validate";
import { signIn } from "../../accounts/signIn";
import { clientAddress } from "../../http/clientAddress";

export const studentLogin: RequestHandler = async (req, res) => {
  const answer: LoginAnswer = { success: true, token: await signIn("student", parse(userNameLoginSchema, req.body ?? {}), clientAddress(req)) };
  res.json(answer);
};
