import { describe, expect, it } from "vitest";
import { api } from "../support/api";

describe("request size limits", () => {
  it("refuses a JSON body over 100 KB with 413 and changes nothing", async () => {
    const userName = `big${Date.now()}`;
    const answer = await api("POST", "/auth/register", {
      body: { userName, email: `${userName}@example.com`, password: "long-enough", name: "x".repeat(200 * 1024) },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ success: false, error: "Request is too large" });
    const login = await api("POST", "/auth/login", { body: { email: userName, password: "long-enough" } });
    expect(login.status).toBe(401);
  });

  it("lets an ordinary small body through to validation", async () => {
    const answer = await api("POST", "/auth/register", { body: { userName: "" } });
    expect(answer.status).toBe(400);
  });
});
