// POST /api/v1/auth/student/login — students, by the username their teacher gave them.
import type { Request, Response } from "express";
import { parse } from "../../http/validate";
import { credentialsSchema, signIn } from "./signIn";

const schema = credentialsSchema(["userName"]);

export async function studentLogin(req: Request, res: Response): Promise<void> {
  const token = await signIn("student", parse(schema, req.body ?? {}));
  res.json({ success: true, token });
}
