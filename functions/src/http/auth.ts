// Who is calling: the Firebase ID token in `Authorization: Bearer`, verified
// (and checked for revocation, so logout really ends a session), with the role
// from its custom claim (ARCHITECTURE.md, decision 3).
import type { Request, RequestHandler, Response } from "express";
import { auth } from "../lib/admin";
import { isRole, type Role } from "@rink/common";
import { HttpError } from "./errors";

export interface Caller {
  uid: string;
  role: Role;
  /** When this session signed in (the token's auth_time, kept across refreshes), ms. */
  signedInAt: number;
}

async function callerFrom(req: Request): Promise<Caller> {
  const header = req.get("authorization") ?? "";
  const match = /^Bearer (.+)$/i.exec(header);
  if (!match?.[1]) throw new HttpError(401, "Please log in first.");
  let decoded;
  try {
    decoded = await auth().verifyIdToken(match[1], true);
  } catch {
    throw new HttpError(401, "Your session has ended. Please log in again.");
  }
  const role: unknown = decoded.role;
  if (!isRole(role)) throw new HttpError(403, "This account has no role in Rink Money.");
  return { uid: decoded.uid, role, signedInAt: decoded.auth_time * 1000 };
}

/** Lets the request through only for a signed-in caller with one of `roles` (any role if none given). */
export function requireRole(...roles: Role[]): RequestHandler {
  return async (req, res, next) => {
    const caller = await callerFrom(req);
    if (roles.length > 0 && !roles.includes(caller.role)) {
      throw new HttpError(403, "You are not allowed to do that.");
    }
    res.locals.caller = caller;
    next();
  };
}

/** The caller set by requireRole. */
export function callerOf(res: Response): Caller {
  const caller = res.locals.caller as Caller | undefined;
  if (!caller) throw new Error("callerOf used on a route without requireRole");
  return caller;
}
