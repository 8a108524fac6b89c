// PUT /student/{id} by the student: moves and the spec's partial fields, each made
// by the engine; rule breaks and fields a student may not set change nothing.
import { beforeAll, describe, expect, it } from "vitest";
import type { Student } from "@rink/game";
import { api } from "../../support/api";
import { db } from "../../support/server-sdk";
import { signedInStudent, signedInTeacher, type SignedInTeacher } from "./fixtures";

type Stored = Student & { _id: string; revision?: number };
interface Answer {
  success: boolean;
  updatedStudent?: Stored;
  error?: string;
  hint?: string;
  code?: string;
}

let teacher: SignedInTeacher;
beforeAll(async () => {
  teacher = await signedInTeacher();
});

const stored = async (id: string) => {
  const snapshot = await db().doc(`students/${id}`).get();
  return { data: snapshot.data() as Stored, updateTime: snapshot.updateTime?.toMillis() };
};
const put = (student: { _id: string; token: string }, body: unknown) => api<Answer>("PUT", `/student/${student._id}`, { token: student.token, body });

describe("a student's moves", () => {
  it("counts every write of the document in its revision, and answers the revision it wrote", async () => {
    const student = await signedInStudent(teacher.uid);
    const before = (await stored(student._id)).data.revision ?? 0;
    const first = await put(student, { move: { type: "sign", slot: "fOne", playerId: "l1-f01" } });
    expect(first.body.updatedStudent?.revision).toBe(before + 1);
    const second = await put(student, { move: { type: "sign", slot: "fTwo", playerId: "l1-f02" } });
    expect(second.body.updatedStudent?.revision).toBe(before + 2);
    expect((await stored(student._id)).data.revision).toBe(before + 2);
    // A refused move writes nothing, so the revision stays.
    const refused = await put(student, { move: { type: "sign", slot: "fOne", playerId: "l1-f03" } });
    expect(refused.status).not.toBe(200);
    expect((await stored(student._id)).data.revision).toBe(before + 2);
  });

  it("signs a player within the budget", async () => {
    const student = await signedInStudent(teacher.uid);
    const { status, body } = await put(student, { move: { type: "sign", slot: "fOne", playerId: "l1-f01" } });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.updatedStudent?.fOne).toBe("l1-f01");
    const { data } = await stored(student._id);
    expect(data.fOne).toBe("l1-f01");
    expect(data.players.find((p) => p._id === "l1-f01")?.playerAssignment).toBe("fOne");
  });

  it("refuses a signing the budget cannot pay with the spec's message, and changes nothing", async () => {
    const student = await signedInStudent(teacher.uid);
    expect((await put(student, { move: { type: "setSavings", amount: 13 } })).status).toBe(200);
    const before = await stored(student._id);
    const { status, body } = await put(student, { move: { type: "sign", slot: "fOne", playerId: "l1-f02" } });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      success: false,
      error: "You don't have enough money in your budget for this player!",
      hint: "You'll have to find a way to increase your budget.",
      code: "budget/insufficient",
    });
    const after = await stored(student._id);
    expect(after.data).toEqual(before.data);
    expect(after.updateTime).toBe(before.updateTime);
  });

  it("applies a list of moves all together or not at all", async () => {
    const student = await signedInStudent(teacher.uid);
    const refused = await put(student, {
      moves: [
        { type: "sign", slot: "fOne", playerId: "l1-f01" },
        { type: "sign", slot: "fTwo", playerId: "l1-d01" },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("lineup/position-mismatch");
    expect((await stored(student._id)).data.fOne).toBeNull();
    const accepted = await put(student, {
      moves: [
        { type: "sign", slot: "fOne", playerId: "l1-f01" },
        { type: "sign", slot: "dOne", playerId: "l1-d01" },
      ],
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.updatedStudent).toMatchObject({ fOne: "l1-f01", dOne: "l1-d01" });
  });

  it("answers a move the season forbids with 409 and the engine's words", async () => {
    const student = await signedInStudent(teacher.uid);
    await put(student, { move: { type: "sign", slot: "fOne", playerId: "l1-f01" } });
    await db().doc(`students/${student._id}`).update({ "season.seasonActive": true });
    const { status, body } = await put(student, { move: { type: "release", slot: "fOne" } });
    expect(status).toBe(409);
    expect(body).toMatchObject({ success: false, code: "release/season-active", error: "Releasing a player is possible only before the season starts." });
    expect((await stored(student._id)).data.fOne).toBe("l1-f01");
  });

  it("refuses a malformed move with 400 naming the field", async () => {
    const student = await signedInStudent(teacher.uid);
    const badSlot = await put(student, { move: { type: "sign", slot: "xOne", playerId: "l1-f01" } });
    expect(badSlot.status).toBe(400);
    expect(badSlot.body.error).toMatch(/^move\.slot: /);
    const extra = await put(student, { move: { type: "setSavings", amount: 1, totalBudget: 999 } });
    expect(extra.status).toBe(400);
    const tooMany = await put(student, { moves: Array.from({ length: 21 }, () => ({ type: "recordTimeSpent", ms: 1 })) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe("moves: Send at most 20 moves at once.");
  });

  it("refuses a move on another student's game with 403", async () => {
    const [me, classmate] = await Promise.all([signedInStudent(teacher.uid), signedInStudent(teacher.uid)]);
    const before = await stored(classmate._id);
    const { status } = await api("PUT", `/student/${classmate._id}`, { token: me.token, body: { move: { type: "sign", slot: "fOne", playerId: "l1-f01" } } });
    expect(status).toBe(403);
    expect((await stored(classmate._id)).data).toEqual(before.data);
  });
});

describe("a student's partial update (docs/product.md#api-student)", () => {
  it("moves the savings slider with { savingsBudget }", async () => {
    const student = await signedInStudent(teacher.uid);
    const { status, body } = await put(student, { savingsBudget: 5 });
    expect(status).toBe(200);
    expect(body.updatedStudent?.savingsBudget).toBe(5);
    expect((await stored(student._id)).data.savingsBudget).toBe(5);
    const tooMuch = await put(student, { savingsBudget: 16 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.code).toBe("budget/savings-out-of-range");
  });

  it("refuses totalBudget: 9999 and level: 3, naming the field, and changes nothing", async () => {
    const student = await signedInStudent(teacher.uid);
    const before = await stored(student._id);
    const budget = await put(student, { totalBudget: 9999 });
    expect(budget.status).toBe(400);
    expect(budget.body.error).toMatch(/^totalBudget /);
    const level = await put(student, { level: 3 });
    expect(level.status).toBe(400);
    expect(level.body.error).toMatch(/^level cannot be changed/);
    for (const body of [{ players: [] }, { wonGame: true }, { awards: {} }, { rngState: 1 }, { savingsBudget: 1, objectives: {} }]) {
      const answer = await put(student, body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toContain(Object.keys(body).find((key) => key !== "savingsBudget"));
    }
    const after = await stored(student._id);
    expect(after.data).toEqual(before.data);
    expect(after.updateTime).toBe(before.updateTime);
  });

  it("signs with { fTwo: playerId } and releases with { fTwo: null }", async () => {
    const student = await signedInStudent(teacher.uid);
    const signed = await put(student, { fTwo: "l1-f04" });
    expect(signed.status).toBe(200);
    expect(signed.body.updatedStudent?.fTwo).toBe("l1-f04");
    const released = await put(student, { fTwo: null });
    expect(released.status).toBe(200);
    const { data } = await stored(student._id);
    expect(data.fTwo).toBeNull();
    expect(data.players.find((p) => p._id === "l1-f04")?.playerAssignment).toBe("marketPlayer");
  });

  it("completes tutorials and records page visits, refusing a page still locked", async () => {
    const student = await signedInStudent(teacher.uid);
    const locked = await put(student, { pagesVisited: ["budget"] });
    expect(locked.status).toBe(409);
    expect(locked.body.code).toBe("gating/locked");
    const { status, body } = await put(student, { tutorials: { home: true, budget: false }, pagesVisited: ["home", "budget"] });
    expect(status).toBe(200);
    expect(body.updatedStudent?.tutorials).toMatchObject({ home: true, budget: false });
    expect(body.updatedStudent?.pagesVisited).toEqual(["home", "budget"]);
  });

  it("records time spent as a running total, refusing a decrease and an implausible jump", async () => {
    const student = await signedInStudent(teacher.uid);
    // The server records no more time than has passed since sign-in (time-played.test.ts).
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect((await put(student, { timeSpent: 1_000 })).body.updatedStudent?.timeSpent).toBe(1_000);
    const down = await put(student, { timeSpent: 500 });
    expect(down.status).toBe(400);
    const jump = await put(student, { timeSpent: 1_000 + 13 * 60 * 60 * 1000 });
    expect(jump.status).toBe(400);
    const negative = await put(student, { timeSpent: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body.error).toMatch(/^timeSpent: /);
    expect((await stored(student._id)).data.timeSpent).toBe(1_000);
  });

  it("rolls savings over only when totalBudget and rollOverBudget change by the same amount", async () => {
    const student = await signedInStudent(teacher.uid);
    await db().doc(`students/${student._id}`).update({ rollOverBudget: 5 });
    const mismatched = await put(student, { totalBudget: 25, rollOverBudget: 2 });
    expect(mismatched.status).toBe(400);
    const { status, body } = await put(student, { totalBudget: 18, rollOverBudget: 2 });
    expect(status).toBe(200);
    expect(body.updatedStudent).toMatchObject({ totalBudget: 18, rollOverBudget: 2 });
    const overdrawn = await put(student, { totalBudget: 21, rollOverBudget: -1 });
    expect(overdrawn.status).toBe(400);
  });

  it("refuses an empty update with 400", async () => {
    const student = await signedInStudent(teacher.uid);
    const { status, body } = await put(student, {});
    expect(status).toBe(400);
    expect(body.error).toBe("Nothing to update.");
  });
});

describe("saving a game's result", () => {
  /** The cheapest market player of each position, signed through the API: a full lineup. */
  const signCheapLineup = async (student: { _id: string; token: string }) => {
    const { data } = await stored(student._id);
    const cheapest = (position: string) =>
      data.players.filter((p) => p.playerAssignment === "marketPlayer" && p.playerPosition === position).sort((a, b) => a.playerCost - b.playerCost);
    const [f, d, g] = [cheapest("forward"), cheapest("defense"), cheapest("goalie")];
    const picks = [["fOne", f[0]], ["fTwo", f[1]], ["fThree", f[2]], ["dOne", d[0]], ["dTwo", d[1]], ["gOne", g[0]]] as const;
    const moves = picks.map(([slot, p]) => ({ type: "sign", slot, playerId: p?._id }));
    expect((await put(student, { moves })).status).toBe(200);
  };

  it("plays a game once when the same save is sent twice (a retry after a lost answer)", async () => {
    const student = await signedInStudent(teacher.uid);
    await signCheapLineup(student);
    const first = await put(student, { move: { type: "playGame", cheerBonus: 5, game: 1 } });
    expect(first.status).toBe(200);
    const retry = await put(student, { move: { type: "playGame", cheerBonus: 5, game: 1 } });
    expect(retry.status).toBe(200);
    const { data } = await stored(student._id);
    expect(data.season.completedGames).toBe(1);
    expect(data.seasons["1"]).toHaveLength(1);
    expect(data.seasons["1"]).toEqual(first.body.updatedStudent?.seasons["1"]);
  });

  it("refuses a game number that skips a game, and changes nothing", async () => {
    const student = await signedInStudent(teacher.uid);
    await signCheapLineup(student);
    const before = await stored(student._id);
    const { status } = await put(student, { move: { type: "playGame", cheerBonus: 5, game: 2 } });
    expect(status).toBe(400);
    expect((await stored(student._id)).data).toEqual(before.data);
  });
});
