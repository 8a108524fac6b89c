// A teacher and their class, made the way a teacher makes them: registration, login and
// a CSV upload through the API (POST /auth/register, /auth/login, /student/bulk).
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { isLoginAnswer } from "@rink/common";
import { call, idTokenOf, type Endpoints } from "./http";
import type { Recorder } from "./stats";

export interface Teacher {
  uid: string;
  userName: string;
  email: string;
  password: string;
  idToken: string;
}

export interface StudentLogin {
  _id: string;
  firstName: string;
  lastName: string;
  userName: string;
  password: string;
}

const bulkAnswerSchema = z.object({
  success: z.literal(true),
  added: z.array(z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), userName: z.string(), password: z.string() })),
  rejected: z.array(z.object({ row: z.number(), reason: z.string() })),
});
const currentUserIdSchema = z.object({ data: z.object({ _id: z.string() }) });

const FIRST = ["Ava", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivan", "Jade", "Kai", "Lena", "Milo", "Nora", "Omar", "Pia", "Quinn", "Rosa", "Sami", "Tess"];
const LAST = ["Adams", "Brooks", "Chen", "Diaz", "Evans", "Fox", "Garcia", "Hill", "Ito", "Jones", "Khan", "Lopez", "Moore", "Nash", "Olsen", "Park", "Reyes", "Stone", "Tran", "Vega"];

/** A class list as a spreadsheet exports it: a header, then one distinct student a row. */
export function classCsv(size: number, tag: string): string {
  const rows = Array.from({ length: size }, (_, i) => `${FIRST[i % FIRST.length]},${LAST[Math.floor(i / FIRST.length) % LAST.length]}-${tag}${i + 1}`);
  return ["First Name,Last Name", ...rows].join("\r\n");
}

export async function registerTeacher(recorder: Recorder, endpoints: Endpoints): Promise<Teacher> {
  const id = randomUUID().slice(0, 8);
  const userName = `loadcoach${id}`;
  const email = `${userName}@example.com`;
  const password = `rinkload-${id}`;
  await call(recorder, "register (teacher)", endpoints, "POST", "/auth/register", {
    body: {
      role: "teacher",
      userName,
      email,
      password,
      name: "Load Coach",
      school: "Benchmark Elementary",
      schoolDistrict: "Load District",
      schoolAddress: "1 Rink Road",
      city: "Minneapolis",
      state: "MN",
      zipCode: "55401",
      gradeTaught: 5,
      classSize: 30,
    },
  });
  const login = await call(recorder, "login (teacher)", endpoints, "POST", "/auth/login", { body: { email: userName, password } });
  if (!isLoginAnswer(login.body)) throw new Error("The teacher login answered no token.");
  const idToken = await idTokenOf(recorder, endpoints, login.body.token);
  const me = currentUserIdSchema.parse((await call(recorder, "current user (teacher)", endpoints, "GET", "/auth/user", { token: idToken })).body);
  return { uid: me.data._id, userName, email, password, idToken };
}

/** Uploads a class of `size` by CSV; every row must become a student. */
export async function uploadClass(recorder: Recorder, endpoints: Endpoints, teacher: Teacher, size: number, tag: string): Promise<StudentLogin[]> {
  const form = new FormData();
  form.append("file", new Blob([classCsv(size, tag)], { type: "text/csv" }), `class-${tag}.csv`);
  const answer = await call(recorder, "CSV upload (teacher)", endpoints, "POST", "/student/bulk", { token: teacher.idToken, form });
  const body = bulkAnswerSchema.parse(answer.body);
  if (body.added.length !== size) throw new Error(`The CSV upload added ${body.added.length} of ${size} students: ${JSON.stringify(body.rejected.slice(0, 3))}`);
  return body.added;
}
