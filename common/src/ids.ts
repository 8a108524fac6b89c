// Ids in paths and queries, parsed before any work is done.
import { z } from "zod";

/**
 * A teacher's or student's id: an Auth uid that is also a Firestore document id
 * (auto ids, or the seed's "demo-teacher"). Anything else can name no account,
 * so it is refused as a bad request; never '/', so it can never reach another path.
 */
export const accountIdSchema = z
  .string()
  .min(1, "An id is required")
  .max(128, "An id has at most 128 characters")
  .regex(/^[A-Za-z0-9_-]+$/, "An id has only letters, digits, '-' and '_'");

/** `/{id}` in a path. */
export const idParamsSchema = z.object({ id: accountIdSchema });
