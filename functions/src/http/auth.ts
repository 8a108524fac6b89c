// Who is calling: the Firebase ID token in `Authorization: Bearer`, verified, with the
// role from its custom claim (docs/decisions.md#d3) and the session (`sid`, a
// developer claim of the login's custom token) still open: a device's logout ends its
// session alone (docs/decisions.md#d31). The token is verified
// without Firebase's revocation lookup (an Auth call per request); the session check
// takes its place and costs no read once this process knows the session.
import type { Request, RequestHandler, Response } from "express";
import { auth } from "../lib/admin";
import { isRole, LOGIN_FIRST, SESSION_ENDED, type Role } from "@rink/common";
import { HttpError } from "../lib/httpError";
import { sessionIsOpen } from "../accounts/sessionCheck";

interface Caller {
  uid: string;
  role: Role;
  /** This device's session. */
  sid: string;
  /** When this session signed in (the token's auth_time, kept across refreshes), ms. */
  signedInAt: number;
}

const ended = () => new HttpError(401, SESSION_ENDED);

async function callerFrom(req: Request): Promise<Caller> {
  const header = req.get("authorization") ?? "";
  const match = /^Bearer (.+)$/i.exec(header);
  if (!match?.[1]) throw new HttpError(401, LOGIN_FIRST);
  let decoded;
  try {
    decoded = await auth().verifyIdToken(match[1]);
  } catch {
    throw ended();
  }
  // A token not made by our login (e.g. signed in straight at Firebase Auth) names no session.
  const sid: unknown = decoded.sid;
  if (typeof sid !== "string" || sid === "" || sid.includes("/")) throw ended();
  if (!(await sessionIsOpen(sid, decoded.uid))) throw ended();
  const role: unknown = decoded.role;
  if (!isRole(role)) throw new HttpError(403, "This account has no role in Rink Money.");
  return { uid: decoded.uid, role, sid, signedInAt: decoded.auth_time * 1000 };
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
