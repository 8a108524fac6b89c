// Two tabs, a double click, a retry: concurrent requests for one student are
// serialised by the transaction, so money is never spent twice. And the class
// summary is written only when something it shows changes.
import { beforeAll, describe, expect, it } from "vitest";
import { remainingBudget, SLOTS, teamCost, type Student } from "@rink/game";
import { timeShardDocId, timeShardOf } from "@rink/common";
import { api } from "../../support/api";
import { db } from "../../support/server-sdk";
import { signedInStudent, signedInTeacher, type SignedInTeacher } from "./fixtures";

interface Answer {
  success: boolean;
  updatedStudent?: Student;
  code?: string;
  error?: string;
}

let teacher: SignedInTeacher;
beforeAll(async () => {
  teacher = await signedInTeacher();
});

/**
 * The functions emulator starts one worker process per concurrent request, and gives each
 * 30 s to load. Ten loading at once on a busy 2-core machine can miss that (the request
 * then hangs until Hosting answers 504), before any of our code runs. So the workers are
 * started first, two more at a time, with a harmless request.
 */
async function warmWorkers(token: string, count: number): Promise<void> {
  for (let running = 2; running <= count; running += 2) {
    await Promise.all(Array.from({ length: running }, () => api("GET", "/student/init/players/level/1", { token })));
  }
}

describe("concurrent requests for one student", () => {
  it("never spend the same money twice: 10 signings at once costing more than the budget leave it at or above zero", async () => {
    const student = await signedInStudent(teacher.uid);
    await warmWorkers(student.token, 10);
    // $15 total, $10 saved: $5 left to spend, and the ten offers below cost $24.
    expect((await api("PUT", `/student/${student._id}`, { token: student.token, body: { savingsBudget: 10 } })).status).toBe(200);
    const offers = [
      ["fOne", "l1-f01"], ["fOne", "l1-f02"], ["fTwo", "l1-f03"], ["fTwo", "l1-f04"], ["fThree", "l1-f05"],
      ["fThree", "l1-f06"], ["dOne", "l1-d01"], ["dOne", "l1-d03"], ["dTwo", "l1-d04"], ["gOne", "l1-g03"],
    ] as const;
    const answers = await Promise.all(
      offers.map(([slot, playerId]) =>
        api<Answer>("PUT", `/student/${student._id}`, { token: student.token, body: { move: { type: "sign", slot, playerId } } }),
      ),
    );
    for (const answer of answers) expect([200, 400, 409]).toContain(answer.status);
    const accepted = offers.filter((_, index) => answers[index]?.status === 200);
    for (const answer of answers) {
      if (answer.body.updatedStudent) expect(remainingBudget(answer.body.updatedStudent)).toBeGreaterThanOrEqual(0);
    }

    const final = (await db().doc(`students/${student._id}`).get()).data() as Student;
    expect(final.savingsBudget).toBe(10);
    expect(teamCost(final)).toBeLessThanOrEqual(5);
    expect(remainingBudget(final)).toBeGreaterThanOrEqual(0);
    // Every accepted signing is in the lineup, and the lineup holds nothing else.
    const lineup = SLOTS.filter((slot) => final[slot] !== null).map((slot) => [slot, final[slot]]);
    expect(lineup.sort()).toEqual(accepted.map(([slot, id]) => [slot, id]).sort());
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    // Each player's assignment agrees with the slots.
    for (const player of final.players) {
      const slot = SLOTS.find((name) => final[name] === player._id);
      if (slot) expect(player.playerAssignment).toBe(slot);
      else expect(SLOTS).not.toContain(player.playerAssignment);
    }
  }, 240_000);
});

describe("the teacher document", () => {
  it("is not written by a savings move, a signing or a tutorial, nor is the class's time (only time played moves it); the tutorial reaches the student's progress document in the same request", async () => {
    const student = await signedInStudent(teacher.uid);
    const teacherDoc = db().doc(`teachers/${teacher.uid}`);
    const timeShard = db().doc(`classTime/${timeShardDocId(teacher.uid, timeShardOf(student._id))}`);
    const updatedAt = async () => [(await teacherDoc.get()).updateTime?.toMillis(), (await timeShard.get()).updateTime?.toMillis()];
    const before = await updatedAt();
    expect(before.every((at) => at !== undefined)).toBe(true);

    const saving = await api<Answer>("PUT", `/student/${student._id}`, { token: student.token, body: { move: { type: "setSavings", amount: 4 } } });
    expect(saving.status).toBe(200);
    const sign = await api<Answer>("PUT", `/student/${student._id}`, { token: student.token, body: { fOne: "l1-f08" } });
    expect(sign.status).toBe(200);
    const tutorial = await api<Answer>("PUT", `/student/${student._id}`, { token: student.token, body: { tutorials: { home: true } } });
    expect(tutorial.status).toBe(200);
    expect(await updatedAt()).toEqual(before);
    expect((await db().doc(`studentProgress/${student._id}`).get()).get("tutorialsDone")).toBe(1);
  });
});
