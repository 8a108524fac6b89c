import type { ErrorRequestHandler, RequestHandler } from "express";

/** An error whose message is safe to show the client, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ success: false, error: "Not found" });
};

/** Turns any thrown error into `{ success: false, error }`; internal details stay in the log. */
export const handleErrors: ErrorRequestHandler = (err: unknown, _req, res, _next) => {
  if (err instanceof HttpError) {
    res.status(err.status).json({ success: false, error: err.message });
    return;
  }
  const status = statusOfBodyParserError(err);
  if (status) {
    res.status(status).json({ success: false, error: status === 413 ? "Request is too large" : "Request body is not valid JSON" });
    return;
  }
  console.error("Unhandled API error", err);
  res.status(500).json({ success: false, error: "Something went wrong on the server. Please try again." });
};

function statusOfBodyParserError(err: unknown): number | undefined {
  if (typeof err !== "object" || err === null || !("type" in err)) return undefined;
  if (err.type === "entity.too.large") return 413;
  if (err.type === "entity.parse.failed") return 400;
  return undefined;
}
