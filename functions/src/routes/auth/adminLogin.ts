// POST /api/v1/auth/admin/login — admins, by username (admins exist only by the
// seed or `npm run create-admin`, never by a public call).
import type { Request, Response } from "express";
import { parse } from "../../http/validate";
import { credentialsSchema, signIn } from "./signIn";

const schema = credentialsSchema(["userName"]);

export async function adminLogin(req: Request, res: Response): Promise<void> {
  const token = await signIn("admin", parse(schema, req.body ?? {}));
  res.json({ success: true, token });
}
