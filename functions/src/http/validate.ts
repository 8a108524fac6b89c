import type { ZodType } from "zod";
import { HttpError } from "../lib/httpError";

/**
 * Parses untrusted input (a body, params or a query) before any work is done.
 * The first problem becomes a 400 whose message names the field.
 */
export function parse<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? `${issue.path.join(".")}: ` : "";
  throw new HttpError(400, `${field}${issue?.message ?? "Invalid input"}`);
}
