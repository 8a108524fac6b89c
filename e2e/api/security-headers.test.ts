// Security headers from Hosting (firebase.json "hosting.headers"): every page and every API
// answer carries them, through the same Hosting (emulator here, Hosting in production).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { stackInfo } from "../support/stack-info";

const { hostingUrl, functionsUrl } = stackInfo();

/** The directives the policy must hold, as the browser reads them (name -> sources). */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name ?? "", sources]),
  );
}

function expectSecurityHeaders(headers: Headers, where: string): void {
  const csp = headers.get("content-security-policy");
  expect(csp, `${where}: Content-Security-Policy`).toBeTruthy();
  const policy = directives(csp ?? "");
  expect(policy.get("default-src"), where).toEqual(["'self'"]);
  // No inline script, no eval: only the app's own files.
  expect(policy.get("script-src"), where).toEqual(["'self'"]);
  expect(policy.get("object-src"), where).toEqual(["'none'"]);
  expect(policy.get("base-uri"), where).toEqual(["'self'"]);
  expect(policy.get("frame-ancestors"), where).toEqual(["'none'"]);
  expect(policy.get("form-action"), where).toEqual(["'self'"]);
  // The app itself, Firebase's endpoints, and the local emulators on any port.
  expect(policy.get("connect-src"), where).toEqual(
    expect.arrayContaining(["'self'", "https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com", "https://firestore.googleapis.com", "http://127.0.0.1:*"]),
  );
  for (const directive of ["script-src", "connect-src", "img-src", "media-src", "default-src"]) {
    expect(policy.get(directive) ?? [], `${where}: ${directive}`).not.toContain("'unsafe-eval'");
    expect(policy.get(directive) ?? [], `${where}: ${directive}`).not.toContain("*");
  }
  expect(headers.get("x-content-type-options"), where).toBe("nosniff");
  expect(headers.get("referrer-policy"), where).toBe("strict-origin-when-cross-origin");
  expect(headers.get("x-frame-options"), where).toBe("DENY");
  expect(headers.get("strict-transport-security"), where).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
  const permissions = headers.get("permissions-policy") ?? "";
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) expect(permissions, where).toContain(`${feature}=()`);
  // The clips play themselves (muted) and may go full screen: both stay allowed.
  expect(permissions, where).toContain("autoplay=(self)");
  expect(permissions, where).toContain("fullscreen=(self)");
}

describe("security headers", () => {
  it.each(["/dashboard", "/login/student", "/home", "/", "/runtime-config.js"])("are on %s, served by Hosting", async (page) => {
    const response = await fetch(`${hostingUrl}${page}`);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response.headers, page);
  });

  it("are on the API's answers, through Hosting's rewrite to the function", async () => {
    const health = await fetch(`${hostingUrl}/api/v1/health`);
    expect(health.status).toBe(200);
    expectSecurityHeaders(health.headers, "/api/v1/health");
    // An error answer too (no route, no session).
    const refused = await fetch(`${hostingUrl}/api/v1/student`);
    expect(refused.status).toBe(401);
    expectSecurityHeaders(refused.headers, "/api/v1/student (401)");
    // Each header once: Hosting's and the API's copies never add up to two values.
    expect(health.headers.get("x-frame-options")).toBe("DENY");
  });

  it("are on the function's own answers too, asked without Hosting (its public address in production)", async () => {
    const health = await fetch(`${functionsUrl}/api/v1/health`);
    expect(health.status).toBe(200);
    expectSecurityHeaders(health.headers, "the function's /api/v1/health");
  });

  it("are the same in the API as in firebase.json (one policy, two places that must agree)", async () => {
    const config = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "..", "..", "firebase.json"), "utf8")) as {
      hosting: { headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }> };
    };
    const all = config.hosting.headers.find((rule) => rule.source === "**");
    expect(all).toBeDefined();
    const health = await fetch(`${hostingUrl}/api/v1/health`);
    for (const { key, value } of all?.headers ?? []) expect(health.headers.get(key), key).toBe(value);
  });
});
