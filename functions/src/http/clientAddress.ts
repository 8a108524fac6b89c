// Where a request comes from, for the per-address login limit (accounts/loginThrottle.ts).
// Behind Google's front end (Firebase Hosting's rewrite, Cloud Functions) the client's address
// is the first entry of X-Forwarded-For (docs/decisions.md#d32); the socket's
// peer is Google's proxy. In the emulators every caller is 127.0.0.1, and tests set the header
// to stand for different schools. If Google's documented order ever changes, this is the one
// place to change.
import type { Request } from "express";

export function clientAddress(req: Request): string {
  const header = req.headers["x-forwarded-for"];
  const first = (Array.isArray(header) ? header[0] : header)?.split(",")[0]?.trim();
  return first || req.socket.remoteAddress || "unknown";
}
