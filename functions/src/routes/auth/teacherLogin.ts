// POST /api/v1/auth/login — teachers, by username or e-mail (spec points 2 and 7:
// the form's field is 'Username or Email' and is sent as `email`; `userName` is accepted too).
import type { Request, Response } from "express";
import { parse } from "../../http/validate";
import { credentialsSchema, signIn } from "./signIn";

const schema = credentialsSchema(["email", "userName"]);

export async function teacherLogin(req: Request, res: Response): Promise<void> {
  const token = await signIn("teacher", parse(schema, req.body ?? {}));
  res.json({ success: true, token });
}
