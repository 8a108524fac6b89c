import type { Request, Response } from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HttpError } from "../../lib/httpError";

// The engine's starting players, replaced per test by a failure where a test asks for one.
const failure = vi.hoisted(() => ({ error: undefined as Error | undefined }));
vi.mock("@rink/game", async (importOriginal) => {
  const game = await importOriginal<typeof import("@rink/game")>();
  return {
    ...game,
    initialPlayers: (level: Parameters<typeof game.initialPlayers>[0]) => {
      if (failure.error) throw failure.error;
      return game.initialPlayers(level);
    },
  };
});
const { INIT_PLAYERS_FAILED, initPlayers } = await import("./initPlayers");

/** Runs the handler with the level in the path; what it answered, as status and body. */
function call(level: string): { status: number; body: unknown } {
  const answer = { status: 200, body: undefined as unknown };
  const res = {
    status(code: number) {
      answer.status = code;
      return this;
    },
    json(body: unknown) {
      answer.body = body;
      return this;
    },
  } as unknown as Response;
  void initPlayers({ params: { level } } as unknown as Request, res, () => undefined);
  return answer;
}

afterEach(() => {
  failure.error = undefined;
  vi.restoreAllMocks();
});

describe("GET /student/init/players/level/{level}", () => {
  it("answers the level's 24 starting players", () => {
    const { status, body } = call("2");
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true });
    expect((body as { data: Array<{ playerLevel: number }> }).data.map((p) => p.playerLevel)).toEqual(Array(24).fill(2));
  });

  it("answers an unexpected failure with 500 and the specification's 'Unexpected error initializing players', and logs it", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    failure.error = new Error("the players could not be made");
    const { status, body } = call("1");
    expect(INIT_PLAYERS_FAILED).toBe("Unexpected error initializing players");
    expect(status).toBe(500);
    expect(body).toEqual({ success: false, error: "Unexpected error initializing players" });
    expect(log).toHaveBeenCalledWith(INIT_PLAYERS_FAILED, failure.error);
  });

  it("still refuses a level that is not 1, 2 or 3 as the caller's mistake (a 400), not as a failure", () => {
    expect(() => call("4")).toThrow(HttpError);
    try {
      call("4");
    } catch (error) {
      expect((error as HttpError).status).toBe(400);
    }
  });
});
