// Where this app is served, for the link in Firebase's reset e-mail.
// APP_ORIGIN (set it in production) wins; otherwise the browser's Origin, then
// the host Hosting forwarded, then the host the request reached. A forged
// Origin gains nothing: Firebase only accepts continue URLs on the project's
// authorised domains, and the reset code itself goes to the action URL set in
// the e-mail template, not to the continue URL.
import type { Request } from "express";

function originOf(candidate: string | undefined): string | undefined {
  if (!candidate) return undefined;
  try {
    const url = new URL(candidate);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The first value of a header that proxies may have made a comma-separated list. */
function firstOf(header: string | undefined): string | undefined {
  return header?.split(",")[0]?.trim() || undefined;
}

export function appOrigin(req: Request): string {
  const forwardedHost = firstOf(req.get("x-forwarded-host"));
  const protocol = firstOf(req.get("x-forwarded-proto")) ?? req.protocol;
  return (
    originOf(process.env.APP_ORIGIN) ??
    originOf(req.get("origin")) ??
    originOf(forwardedHost && `${protocol}://${forwardedHost}`) ??
    originOf(`${req.protocol}://${req.get("host") ?? "localhost"}`) ??
    "http://localhost"
  );
}
