import type { RequestHandler } from "express";
import { HttpError } from "../lib/httpError";
import { REQUEST_TOO_LARGE } from "./errors";

/** JSON bodies above this are refused (bytes). CSV uploads have their own, larger limit. */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

/**
 * Cloud Functions (and its emulator) parse the body before our app sees the
 * request, with a limit of their own (32 MB), so express.json's limit never
 * fires there. This checks the size of what arrived instead.
 */
export const limitBodySize: RequestHandler = (req, _res, next) => {
  if (req.is("multipart/form-data")) return next();
  const raw: unknown = "rawBody" in req ? req.rawBody : undefined;
  const size = Buffer.isBuffer(raw) ? raw.length : Number(req.get("content-length") ?? 0);
  if (size > JSON_BODY_LIMIT_BYTES) throw new HttpError(413, REQUEST_TOO_LARGE);
  next();
};
