// POST /api/v1/auth/register: public teacher registration (docs/product.md#registration).
// Every rule the registration form checks is checked here again: the form is a
// convenience, this is the gate.
import type { RequestHandler } from "express";
import { registrationBodySchema, type ApiSuccess } from "@rink/common";
import { parse } from "../../http/validate";
import { registerTeacher } from "../../accounts/teachers";

export const register: RequestHandler = async (req, res) => {
  await registerTeacher(parse(registrationBodySchema, req.body ?? {}));
  const answer: ApiSuccess = { success: true };
  res.status(201).json(answer);
};
