// Forgot password (POST /api/v1/auth/reset) has Firebase Auth send its own
// reset e-mail; the new password is set with that e-mail's code
// (PUT /api/v1/auth/password). The codes are read from the Auth emulator.
import { describe, expect, it } from "vitest";
import { api } from "../../support/api";
import { stackInfo } from "../../support/stack-info";
import { makeAdmin, makeStudent, makeTeacher, type TeacherFixture } from "../../support/server-sdk";
import { LOGIN_PATHS, logIn, sentCodes } from "./fixtures";

const stack = stackInfo();
const SAME_ANSWER = { status: 200, body: { success: true, message: "If that email is registered, a reset link is on its way." } };
const INVALID_LINK = { status: 400, body: { success: false, error: "This reset link is invalid or has expired. Please ask for a new one." } };

async function resetCodeFor(teacher: TeacherFixture): Promise<string> {
  expect(await api("POST", "/auth/reset", { body: { email: teacher.email } })).toEqual(SAME_ANSWER);
  const codes = await sentCodes(teacher.email);
  const code = codes.at(-1);
  if (!code) throw new Error(`no reset code was sent to ${teacher.email}`);
  return code.oobCode;
}

async function loginStatus(userName: string, password: string) {
  return (await api("POST", LOGIN_PATHS.teacher, { body: { email: userName, password } })).status;
}

describe("asking for a reset e-mail", () => {
  it("a known and an unknown e-mail get the same answer; only the known one is sent a code, leading back to this app", async () => {
    const teacher = await makeTeacher();
    const known = await api("POST", "/auth/reset", { body: { email: teacher.email.toUpperCase() }, headers: { origin: stack.hostingUrl } });
    const unknownEmail = `nobody-${teacher.uid.toLowerCase()}@example.com`;
    const unknown = await api("POST", "/auth/reset", { body: { email: unknownEmail }, headers: { origin: stack.hostingUrl } });
    expect(known).toEqual(SAME_ANSWER);
    expect(unknown).toEqual(known);

    const codes = await sentCodes(teacher.email);
    expect(codes).toHaveLength(1);
    expect(codes[0]?.requestType).toBe("PASSWORD_RESET");
    const link = new URL(codes[0]?.oobLink ?? "");
    expect(link.searchParams.get("continueUrl")).toBe(`${stack.hostingUrl}/reset/email-link`);
    expect(await sentCodes(unknownEmail)).toEqual([]);
  });

  it("students and admins (synthetic .invalid addresses) get the same answer and no code", async () => {
    const teacher = await makeTeacher();
    const student = await makeStudent(teacher.uid);
    const admin = await makeAdmin();
    for (const email of [`${student._id.toLowerCase()}@students.rink-money.invalid`, `${admin.uid.toLowerCase()}@admins.rink-money.invalid`]) {
      expect(await api("POST", "/auth/reset", { body: { email } })).toEqual(SAME_ANSWER);
      expect(await sentCodes(email)).toEqual([]);
    }
  });

  it("without a request Origin the link still leads to the app's reset page", async () => {
    const teacher = await makeTeacher();
    await resetCodeFor(teacher);
    const [code] = await sentCodes(teacher.email);
    const continueUrl = new URL(code?.oobLink ?? "").searchParams.get("continueUrl") ?? "";
    expect(new URL(continueUrl).pathname).toBe("/reset/email-link");
  });

  it.each([[undefined], [{}], [{ email: "" }], [{ email: "   " }]])("an empty e-mail (%j) is 400 'Email Required'", async (body) => {
    const answer = await api("POST", "/auth/reset", body === undefined ? {} : { body });
    expect(answer).toEqual({ status: 400, body: { success: false, error: "Email Required" } });
  });

  it("an e-mail over 100 characters is 400", async () => {
    const answer = await api("POST", "/auth/reset", { body: { email: `${"a".repeat(90)}@example.com` } });
    expect(answer.status).toBe(400);
  });
});

describe("setting the new password", () => {
  it("the e-mailed code sets the new password: it logs in, the old one no longer does, and the code is used up", async () => {
    const teacher = await makeTeacher();
    const code = await resetCodeFor(teacher);
    const answer = await api("PUT", "/auth/password", { body: { email: teacher.email.toUpperCase(), password: "fresh-pass-1", resetToken: code } });
    expect(answer).toEqual({ status: 200, body: { success: true, message: "Your password has been reset. You can log in now." } });

    await logIn(LOGIN_PATHS.teacher, { email: teacher.userName, password: "fresh-pass-1" });
    expect(await loginStatus(teacher.userName, teacher.password)).toBe(401);
    const again = await api("PUT", "/auth/password", { body: { email: teacher.email, password: "another-pass-2", resetToken: code } });
    expect(again).toEqual(INVALID_LINK);
    expect(await loginStatus(teacher.userName, "another-pass-2")).toBe(401);
  });

  it("a made-up code is 400 and the password stays", async () => {
    const teacher = await makeTeacher();
    const answer = await api("PUT", "/auth/password", { body: { email: teacher.email, password: "fresh-pass-1", resetToken: "not-a-real-code" } });
    expect(answer).toEqual(INVALID_LINK);
    expect(await loginStatus(teacher.userName, teacher.password)).toBe(200);
    expect(await loginStatus(teacher.userName, "fresh-pass-1")).toBe(401);
  });

  it("a code sent to someone else is 400, changes nothing, and still works for its own account", async () => {
    const owner = await makeTeacher();
    const other = await makeTeacher();
    const code = await resetCodeFor(owner);
    expect(await api("PUT", "/auth/password", { body: { email: other.email, password: "taken-over-1", resetToken: code } })).toEqual(INVALID_LINK);
    expect(await loginStatus(owner.userName, owner.password)).toBe(200);
    expect(await loginStatus(other.userName, other.password)).toBe(200);
    expect(await loginStatus(other.userName, "taken-over-1")).toBe(401);

    const answer = await api("PUT", "/auth/password", { body: { email: owner.email, password: "owner-new-1", resetToken: code } });
    expect(answer.status).toBe(200);
    expect(await loginStatus(owner.userName, "owner-new-1")).toBe(200);
  });

  const refusals: [string, Record<string, string>, string][] = [
    ["no e-mail", { password: "fresh-pass-1", resetToken: "code" }, "Please enter email and new password"],
    ["no password", { email: "a@example.com", resetToken: "code" }, "Please enter email and new password"],
    ["no code", { email: "a@example.com", password: "fresh-pass-1" }, "Please enter email and new password"],
    ["a blank e-mail", { email: "  ", password: "fresh-pass-1", resetToken: "code" }, "Please enter email and new password"],
    ["a 101-character password", { email: "a@example.com", password: "p".repeat(101), resetToken: "code" }, "Fields can be at most 100 characters."],
    ["a 101-character e-mail", { email: `${"a".repeat(89)}@example.com`, password: "fresh-pass-1", resetToken: "code" }, "Fields can be at most 100 characters."],
    ["a 6-character password", { email: "a@example.com", password: "short1", resetToken: "code" }, "Password must be at least 7 characters."],
    ["a verify field that differs", { email: "a@example.com", password: "fresh-pass-1", verifyPassword: "fresh-pass-2", resetToken: "code" }, "Passwords do not match"],
  ];
  it.each(refusals)("%s is 400 with the spec's text", async (_name, body, error) => {
    expect(await api("PUT", "/auth/password", { body })).toEqual({ status: 400, body: { success: false, error } });
  });

  it("a short new password is refused before the code is used", async () => {
    const teacher = await makeTeacher();
    const code = await resetCodeFor(teacher);
    expect((await api("PUT", "/auth/password", { body: { email: teacher.email, password: "short1", resetToken: code } })).status).toBe(400);
    expect((await api("PUT", "/auth/password", { body: { email: teacher.email, password: "long-enough-1", resetToken: code } })).status).toBe(200);
  });
});
