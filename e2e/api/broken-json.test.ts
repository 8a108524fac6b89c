// A body the platform cannot parse is answered 400, without the stack trace and
// file paths that a development error page would show.
import { describe, expect, it } from "vitest";
import { api } from "../support/api";

describe("a body that is not valid JSON", () => {
  it("gets 400 through Hosting, with no stack frame and no file path in the answer", async () => {
    const answer = await api<unknown>("POST", "/auth/login", {
      headers: { "content-type": "application/json" },
      rawBody: '{"userName":"x"',
    });
    expect(answer.status).toBe(400);
    const text = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
    expect(text).not.toMatch(/\bat /);
    for (const path of ["/work", "node_modules", ".js:"]) expect(text).not.toContain(path);
  });
});
