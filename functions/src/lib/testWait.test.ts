import { afterEach, describe, expect, it, vi } from "vitest";
import { waitMs } from "./testWait";

afterEach(() => vi.unstubAllEnvs());

describe("a wait the tests may shorten", () => {
  it("is production's value outside the emulator, whatever the variable says", () => {
    vi.stubEnv("FUNCTIONS_EMULATOR", "");
    vi.stubEnv("RINK_SOME_WAIT_MS", "5");
    expect(waitMs(60_000, "RINK_SOME_WAIT_MS")).toBe(60_000);
  });

  it("is the variable's value on the emulator, and production's when it is unset or not a positive number", () => {
    vi.stubEnv("FUNCTIONS_EMULATOR", "true");
    vi.stubEnv("RINK_SOME_WAIT_MS", "5");
    expect(waitMs(60_000, "RINK_SOME_WAIT_MS")).toBe(5);
    for (const value of ["", "0", "-3", "soon"]) {
      vi.stubEnv("RINK_SOME_WAIT_MS", value);
      expect(waitMs(60_000, "RINK_SOME_WAIT_MS")).toBe(60_000);
    }
  });
});
