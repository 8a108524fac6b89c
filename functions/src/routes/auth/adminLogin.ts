// POST /api/v1/auth/admin/login: admins, by username (admins exist only by the
// seed or `npm run create-admin`, never by a public call).
import type { RequestHandler } from "express";
import { userNameLoginSchema, type LoginAnswer } from "@rink/common";
import { parse } from "../../http/validate";
import { signIn } from "../../accounts/signIn";
import { clientAddress } from "../../http/clientAddress";

export const adminLogin: RequestHandler = async (req, res) => {
  const answer: LoginAnswer = { success: true, token: await signIn("admin", parse(userNameLoginSchema, req.body ?? {}), clientAddress(req)) };
  res.json(answer);
};
