// A request of moves sent twice, as the client sends one again when the network lost its answer
// (docs/decisions.md#d72): with the same requestId it is applied once, and the second answer is the
// document as it is; a new id is a new request; a bad id is refused and changes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import type { Student } from "@rink/game";
import { api } from "../../support/api";
import { db } from "../../support/server-sdk";
import { signedInStudent, signedInTeacher, type SignedInTeacher } from "./fixtures";

type Stored = Student & { _id: string; revision?: number; recentRequests?: string[] };
interface Answer {
  success: boolean;
  updatedStudent?: Stored;
  error?: string;
}

let teacher: SignedInTeacher;
beforeAll(async () => {
  teacher = await signedInTeacher();
});

const stored = async (id: string) => (await db().doc(`students/${id}`).get()).data() as Stored;
const put = (student: { _id: string; token: string }, body: unknown) => api<Answer>("PUT", `/student/${student._id}`, { token: student.token, body });

describe("a request of moves sent again", () => {
  it("is applied once: the same sign twice signs once and charges once", async () => {
    const student = await signedInStudent(teacher.uid);
    const request = { moves: [{ type: "sign", slot: "fOne", playerId: "l1-f01" }], requestId: "3f6c2a1e-0b8d-4c55-9e21-7a1d2c3b4e5f" };
    const first = await put(student, request);
    expect(first.status).toBe(200);
    const afterFirst = await stored(student._id);
    expect(afterFirst.fOne).toBe("l1-f01");
    expect(afterFirst.recentRequests).toEqual([request.requestId]);

    const again = await put(student, request);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.updatedStudent?.revision).toBe(afterFirst.revision);
    const afterAgain = await stored(student._id);
    expect(afterAgain.revision).toBe(afterFirst.revision);
    expect(afterAgain.players).toEqual(afterFirst.players);

    // Without the id the same move is a new request: the engine refuses it (the slot is taken).
    const plain = await put(student, { moves: request.moves });
    expect(plain.status).toBe(409);
  });

  it("remembers the last 20 requests, oldest forgotten first", async () => {
    const student = await signedInStudent(teacher.uid);
    const ids = Array.from({ length: 22 }, (_, i) => `request-${String(i).padStart(4, "0")}`);
    for (const requestId of ids) expect((await put(student, { move: { type: "setCheerStyle", style: styleFor(requestId) }, requestId })).status).toBe(200);
    expect((await stored(student._id)).recentRequests).toEqual(ids.slice(2));
  });

  it("refuses a requestId that is not letters, digits and dashes, and changes nothing", async () => {
    const student = await signedInStudent(teacher.uid);
    const before = await stored(student._id);
    for (const requestId of ["short", "has spaces in it", "x".repeat(65), 42]) {
      const answer = await put(student, { move: { type: "setCheerStyle", style: "steady" }, requestId });
      expect(answer.status, String(requestId)).toBe(400);
    }
    expect((await stored(student._id)).revision).toBe(before.revision);
  });
});

/** Alternating styles, so each request changes the document. */
const styleFor = (requestId: string) => (Number(requestId.slice(-4)) % 2 === 0 ? "steady" : "fast");
