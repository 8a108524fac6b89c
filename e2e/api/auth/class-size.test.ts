// PUT /auth/user/class-size: a teacher corrects the class size given at registration
// (a departure from docs/product.md#class-size, docs/decisions.md#d54). The same rule as the
// registration field; teachers only.
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../support/api";
import { db } from "../../support/server-sdk";
import { signedInStudent, signedInTeacher, type SignedInTeacher } from "../students/fixtures";

let teacher: SignedInTeacher;
beforeAll(async () => {
  teacher = await signedInTeacher();
});

const classSizeOf = async (uid: string) => (await db().doc(`teachers/${uid}`).get()).get("classSize") as number;

describe("a teacher's class size", () => {
  it("is updated by its teacher", async () => {
    const { status, body } = await api("PUT", "/auth/user/class-size", { token: teacher.token, body: { classSize: 60 } });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: "Class size updated" });
    expect(await classSizeOf(teacher.uid)).toBe(60);
  });

  it("refuses a size outside 1 to 1500, or anything else in the body, and changes nothing", async () => {
    for (const body of [{ classSize: 0 }, { classSize: 1501 }, { classSize: 2.5 }, { classSize: 40, name: "Someone Else" }, {}]) {
      const answer = await api("PUT", "/auth/user/class-size", { token: teacher.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    expect(await classSizeOf(teacher.uid)).toBe(60);
  });

  it("is a teacher's call only", async () => {
    const student = await signedInStudent(teacher.uid);
    expect((await api("PUT", "/auth/user/class-size", { token: student.token, body: { classSize: 5 } })).status).toBe(403);
    expect((await api("PUT", "/auth/user/class-size", { body: { classSize: 5 } })).status).toBe(401);
  });
});
