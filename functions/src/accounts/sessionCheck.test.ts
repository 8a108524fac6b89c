// The per-process session cache (docs/decisions.md#d31), with
// Firestore replaced: how many reads a request costs, and that an end, once heard, wins.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import type { StoredSession } from "./sessions";

const stored = new Map<string, StoredSession>();
const readSession = vi.fn(async (sid: string) => stored.get(sid));
type Listener = (snapshot: { docChanges(): Array<{ type: string; doc: { id: string } }> }) => void;
let listener: Listener | undefined;

vi.mock("../accounts/sessions", () => ({ readSession: (sid: string) => readSession(sid) }));
vi.mock("../lib/admin", () => ({
  db: () => ({
    collection: () => ({
      where: () => ({
        onSnapshot: (next: Listener) => {
          listener = next;
          return () => (listener = undefined);
        },
      }),
    }),
  }),
}));

const { RECHECK_MS, endSeen, markEnded, resetSessionCheck, sessionIsOpen } = await import("./sessionCheck");

const NOW = Date.UTC(2025, 0, 6, 9);
function open(uid: string, expiresAtMs = NOW + 60_000): StoredSession {
  return { uid, role: "teacher", startedAt: Timestamp.fromMillis(NOW - 1000), endedAt: null, expiresAt: Timestamp.fromMillis(expiresAtMs) };
}
const hear = (...ended: string[]) => listener?.({ docChanges: () => ended.map((id) => ({ type: "added", doc: { id } })) });

beforeEach(() => {
  resetSessionCheck();
  stored.clear();
  readSession.mockClear();
  listener = undefined;
});

describe("the session check", () => {
  it("reads a session once; while the listener is up, a remembered open costs no read", async () => {
    stored.set("s1", open("u1"));
    expect(await sessionIsOpen("s1", "u1", NOW)).toBe(true);
    hear(); // the listener's first answer: up
    for (let i = 0; i < 5; i++) expect(await sessionIsOpen("s1", "u1", NOW + i)).toBe(true);
    expect(readSession).toHaveBeenCalledTimes(1);
  });

  it("reads again on every request while the listener has not answered", async () => {
    stored.set("s1", open("u1"));
    await sessionIsOpen("s1", "u1", NOW);
    await sessionIsOpen("s1", "u1", NOW);
    expect(readSession).toHaveBeenCalledTimes(2);
  });

  it("an end heard by the listener is refused at once, with no read, and for good", async () => {
    stored.set("s1", open("u1"));
    stored.set("s2", open("u1"));
    await sessionIsOpen("s1", "u1", NOW);
    await sessionIsOpen("s2", "u1", NOW);
    hear();
    hear("s1");
    expect(await sessionIsOpen("s1", "u1", NOW)).toBe(false);
    expect(await sessionIsOpen("s2", "u1", NOW)).toBe(true);
    expect(await sessionIsOpen("s1", "u1", NOW + 10 * RECHECK_MS)).toBe(false);
    expect(readSession).toHaveBeenCalledTimes(2);
  });

  it("a remembered open is read again after RECHECK_MS, and an end found then is kept", async () => {
    stored.set("s1", open("u1", NOW + 10 * RECHECK_MS));
    await sessionIsOpen("s1", "u1", NOW);
    hear();
    stored.set("s1", { ...open("u1"), endedAt: Timestamp.fromMillis(NOW) });
    expect(await sessionIsOpen("s1", "u1", NOW + RECHECK_MS - 1)).toBe(true);
    expect(await sessionIsOpen("s1", "u1", NOW + RECHECK_MS)).toBe(false);
    expect(readSession).toHaveBeenCalledTimes(2);
  });

  it("refuses a session never issued, another user's, and an expired one", async () => {
    stored.set("theirs", open("u2"));
    stored.set("old", open("u1", NOW - 1));
    expect(await sessionIsOpen("never", "u1", NOW)).toBe(false);
    expect(await sessionIsOpen("theirs", "u1", NOW)).toBe(false);
    expect(await sessionIsOpen("old", "u1", NOW)).toBe(false);
  });

  it("a session this process ended is refused before the listener hears of it; endSeen waits for the listener", async () => {
    stored.set("s1", open("u1"));
    await sessionIsOpen("s1", "u1", NOW);
    hear();
    markEnded("s1");
    expect(await sessionIsOpen("s1", "u1", NOW)).toBe(false);
    let seen = false;
    const waiting = endSeen("s1", 5_000).then(() => (seen = true));
    await Promise.resolve();
    expect(seen).toBe(false);
    hear("s1");
    await waiting;
    expect(seen).toBe(true);
  });
});
