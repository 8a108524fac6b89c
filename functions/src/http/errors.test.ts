import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";

// The app on its own, as a plain Node server: here our own JSON parser meets the body.
let origin = "";
let server: Server | undefined;
beforeAll(async () => {
  const listening = createApp().listen(0, "127.0.0.1");
  server = listening;
  await new Promise<void>((resolve) => listening.once("listening", () => resolve()));
  const address = listening.address();
  if (address === null || typeof address === "string") throw new Error("The test server has no port.");
  origin = `http://127.0.0.1:${address.port}`;
});
afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

const post = (body: string, contentType = "application/json") =>
  fetch(`${origin}/api/v1/auth/login`, { method: "POST", headers: { "content-type": contentType }, body });

describe("a body the app cannot read", () => {
  it("answers broken JSON with 400 and the API's own error shape, without a stack", async () => {
    const answer = await post('{"userName":"x"');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ success: false, error: "Request body is not valid JSON" });
  });

  it("answers a body over the JSON limit with 413", async () => {
    const answer = await post(JSON.stringify({ userName: "x".repeat(200 * 1024) }));
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ success: false, error: "Request is too large" });
  });

  it("answers an unknown charset with a 4xx, not a server error", async () => {
    const answer = await post("{}", "application/json; charset=klingon");
    expect(answer.status).toBe(415);
    expect(await answer.json()).toEqual({ success: false, error: "The request body could not be read." });
  });

  it("answers an unknown path with 404 in the same shape", async () => {
    const answer = await fetch(`${origin}/api/v1/nowhere`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ success: false, error: "Not found" });
  });
});
