import { describe, expect, it } from "vitest";
import { FIRST_LOGIN_WAIT_MS, MAX_LOGIN_WAIT_MS, loginWaitMs, tooManyTriesMessage, waitInWords, waitSeconds } from "./loginThrottle";

describe("loginWaitMs: failures in a row -> wait before the next try", () => {
  it("lets the first four failures try again at once", () => {
    for (const failures of [0, 1, 2, 3, 4]) expect(loginWaitMs(failures)).toBe(0);
  });

  it("waits 30 s after the fifth failure, doubling with each further one", () => {
    expect(loginWaitMs(5)).toBe(30_000);
    expect(loginWaitMs(6)).toBe(60_000);
    expect(loginWaitMs(7)).toBe(120_000);
    expect(loginWaitMs(8)).toBe(240_000);
    expect(loginWaitMs(9)).toBe(480_000);
  });

  it("never waits more than 15 minutes, however many failures", () => {
    expect(MAX_LOGIN_WAIT_MS).toBe(15 * 60_000);
    expect(loginWaitMs(10)).toBe(MAX_LOGIN_WAIT_MS);
    expect(loginWaitMs(1_000)).toBe(MAX_LOGIN_WAIT_MS);
    expect(loginWaitMs(Number.MAX_SAFE_INTEGER)).toBe(MAX_LOGIN_WAIT_MS);
  });

  it("starts from a shorter first wait when given one (the test stack), with the same doubling", () => {
    expect(FIRST_LOGIN_WAIT_MS).toBe(30_000);
    expect(loginWaitMs(5, 2_000)).toBe(2_000);
    expect(loginWaitMs(6, 2_000)).toBe(4_000);
  });
});

describe("the wait in words", () => {
  it("says seconds under a minute, rounded up", () => {
    expect(waitInWords(30_000)).toBe("30 seconds");
    expect(waitInWords(29_001)).toBe("30 seconds");
    expect(waitInWords(1_000)).toBe("1 second");
    expect(waitInWords(10)).toBe("1 second");
    expect(waitSeconds(29_001)).toBe(30);
  });

  it("says whole minutes from a minute on, rounded up so nobody comes back too early", () => {
    expect(waitInWords(60_000)).toBe("1 minute");
    expect(waitInWords(61_000)).toBe("2 minutes");
    expect(waitInWords(120_000)).toBe("2 minutes");
    expect(waitInWords(MAX_LOGIN_WAIT_MS)).toBe("15 minutes");
  });

  it("tells each page's user what else to do", () => {
    expect(tooManyTriesMessage("student", 120_000)).toBe("Too many tries. Wait 2 minutes, or ask your teacher.");
    expect(tooManyTriesMessage("student", 30_000)).toBe("Too many tries. Wait 30 seconds, or ask your teacher.");
    expect(tooManyTriesMessage("teacher", 60_000)).toBe("Too many tries. Wait 1 minute, or use Forgot Password.");
    expect(tooManyTriesMessage("admin", 30_000)).toBe("Too many tries. Wait 30 seconds, then try again.");
  });
});
