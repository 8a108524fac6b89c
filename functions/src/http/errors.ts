import type { ErrorRequestHandler, RequestHandler } from "express";
import { HttpError } from "../lib/httpError";

export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ success: false, error: "Not found" });
};

/** Turns any thrown error into `{ success: false, error }`; internal details stay in the log. */
export const handleErrors: ErrorRequestHandler = (err: unknown, _req, res, _next) => {
  if (err instanceof HttpError) {
    res.set(err.headers);
    res.status(err.status).json({ success: false, error: err.message });
    return;
  }
  const status = statusOfBodyParserError(err);
  if (status) {
    res.status(status).json({ success: false, error: BODY_ERRORS[status] ?? "The request body could not be read." });
    return;
  }
  console.error("Unhandled API error", err);
  res.status(500).json({ success: false, error: "Something went wrong on the server. Please try again." });
};

/** Said for a body over the size limit, wherever the limit is found. */
export const REQUEST_TOO_LARGE = "Request is too large";
const BODY_ERRORS: Readonly<Record<number, string>> = { 400: "Request body is not valid JSON", 413: REQUEST_TOO_LARGE };

/** The 4xx status of a body the parser refused (bad JSON, too large, an unknown charset), if `err` is one. */
function statusOfBodyParserError(err: unknown): number | undefined {
  if (typeof err !== "object" || err === null || !("type" in err) || !("status" in err)) return undefined;
  const { status } = err;
  return typeof status === "number" && status >= 400 && status < 500 ? status : undefined;
}
