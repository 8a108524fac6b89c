// The security headers of firebase.json's "hosting.headers" rule for every path ("**"), set
// on the API's answers too. Hosting adds them to what its /api rewrite answers (the emulator
// does; see e2e/api/security-headers.test.ts), but the function also answers at its own
// public address, where Hosting is not in the way. firebase.json stays the one place they are
// written; the bundle carries a copy of it (esbuild inlines the JSON).
import type { RequestHandler } from "express";
import firebaseConfig from "../../../firebase.json";

interface HeaderRule {
  source: string;
  headers: Array<{ key: string; value: string }>;
}

function everyPathHeaders(rules: HeaderRule[]): Array<[string, string]> {
  const rule = rules.find(({ source }) => source === "**");
  if (!rule) throw new Error('firebase.json has no "hosting.headers" rule for "**".');
  return rule.headers.map(({ key, value }) => [key, value]);
}

const SECURITY_HEADERS = everyPathHeaders(firebaseConfig.hosting.headers);

export const securityHeaders: RequestHandler = (_req, res, next) => {
  for (const [key, value] of SECURITY_HEADERS) res.setHeader(key, value);
  next();
};
