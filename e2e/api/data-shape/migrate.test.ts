// `npm run migrate` from data shape 4 to 5 (docs/decisions.md#d99), run as an operator runs it (its
// own process, the Admin SDK) on a shape-4 programme made by the code of that time
// (e2e/fixtures/shape-4.json, made by e2e/fixtures/make-shape-4.ts). Each run has a Firestore
// database of its own on the shared stack's emulator, so the programme's other tests never see it.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { getApp } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { DATA_SHAPE_VERSION, readStoredStudent, storedClassSchema, studentProgressSchema } from "@rink/common";
import { dumpDatabase, loadDatabase, type DatabaseDump } from "../../../scripts/data-shape/dump";
import { stackInfo } from "../../support/stack-info";
import { unique } from "../../support/server-sdk";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const FIXTURE = JSON.parse(readFileSync(path.join(ROOT, "e2e/fixtures/shape-4.json"), "utf8")) as DatabaseDump;

interface Run {
  code: number | null;
  output: string;
}

/** `npm run migrate`'s script on database `database`; `killOn` kills it (SIGKILL) at the first line of its output that matches. */
function migrate(database: string, args: string[] = [], killOn?: RegExp): Promise<Run> {
  const { projectId, firestoreEmulatorHost } = stackInfo();
  const env = { ...process.env, GCLOUD_PROJECT: projectId, FIRESTORE_EMULATOR_HOST: firestoreEmulatorHost };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/migrate.ts"), "--database", database, ...args], { cwd: ROOT, env });
    let output = "";
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      if (killOn?.test(output)) child.kill("SIGKILL");
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, output }));
  });
}

/** A database of the shared emulator of its own, with the shape-4 fixture in it. */
async function shape4Database(): Promise<{ name: string; db: Firestore }> {
  const name = `migrate-${unique().toLowerCase().replace(/[^a-z0-9-]/g, "")}`.slice(0, 60);
  const db = getFirestore(getApp(), name);
  await loadDatabase(db, FIXTURE);
  return { name, db };
}

const ids = (dump: DatabaseDump, collection: string): string[] => Object.keys(dump[collection] ?? {});

/** The dump with the fields shape 5 added taken out again: what the migration must have left as it was. */
function withoutShape5(dump: DatabaseDump): DatabaseDump {
  const { classes: _classes, ...rest } = dump;
  const strip = (docs: DatabaseDump[string] = {}) => Object.fromEntries(Object.entries(docs).map(([id, { classId: _classId, ...data }]) => [id, data]));
  return { ...rest, students: strip(rest.students), studentProgress: strip(rest.studentProgress), meta: { ...rest.meta, dataShape: { version: 4 } } };
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

describe("npm run migrate: data shape 4 to 5", () => {
  it("is a real shape-4 programme: several classes, a student part-way through a season, no class documents", () => {
    expect(FIXTURE.meta?.dataShape).toEqual({ version: 4 });
    expect(ids(FIXTURE, "teachers").length).toBeGreaterThanOrEqual(4);
    expect(ids(FIXTURE, "students").length).toBeGreaterThanOrEqual(9);
    expect(FIXTURE.classes).toBeUndefined();
    expect(Object.values(FIXTURE.students ?? {}).some((student) => student.classId !== undefined)).toBe(false);
    expect(Object.values(FIXTURE.students ?? {}).some((student) => (student.season as { completedGames: number }).completedGames > 0)).toBe(true);
  });

  it("gives each teacher a class of their own and each student and progress document its class, changes nothing else, and the counters equal a recount", { timeout: 60_000 }, async () => {
    const { name, db } = await shape4Database();
    const run = await migrate(name);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(`Done in`);
    expect(run.output).toContain(`data shape ${DATA_SHAPE_VERSION}`);
    const after = await dumpDatabase(db);

    expect(after.meta?.dataShape).toEqual({ version: 5 });
    const teachers = ids(FIXTURE, "teachers");
    expect(ids(after, "classes").sort()).toEqual([...teachers].sort());
    for (const teacherId of teachers) {
      expect(storedClassSchema.parse(after.classes?.[teacherId])).toEqual({ _id: teacherId, ownerId: teacherId, teacherIds: [teacherId] });
    }
    for (const [id, student] of Object.entries(after.students ?? {})) {
      expect(student.classId, id).toBe(student.teacherId);
      // Today's code reads it: the shape-5 guard and the progress schema.
      expect(readStoredStudent({ ...student, _id: id }), `students/${id} reads as a student`).toBeDefined();
      expect(studentProgressSchema.safeParse(after.studentProgress?.[id]).success, `studentProgress/${id}`).toBe(true);
      expect(after.studentProgress?.[id]?.classId).toBe(student.teacherId);
    }
    // Nothing else moved: take the new fields out and the rest is the fixture.
    expect(withoutShape5(after)).toEqual(FIXTURE);

    // The counters equal a recount: each class's size and time, and the programme's totals.
    const students = Object.entries(after.students ?? {});
    for (const teacherId of teachers) {
      const inClass = students.filter(([, student]) => student.classId === teacherId);
      expect(after.teachers?.[teacherId]?.studentCount, `studentCount of ${teacherId}`).toBe(inClass.length);
      const shards = Object.values(after.classTime ?? {}).filter((shard) => shard.teacherId === teacherId);
      expect(sum(shards.map((shard) => shard.timeSpentMs as number)), `time of ${teacherId}`).toBe(sum(inClass.map(([, student]) => student.timeSpent as number)));
    }
    // A shard holds only the counters something moved in it (increments merged in).
    const totals = Object.values(after.programmeTotals ?? {});
    const total = (key: string) => sum(totals.map((shard) => (typeof shard[key] === "number" ? shard[key] : 0)));
    expect(total("teachers")).toBe(teachers.length);
    expect(total("students")).toBe(students.length);
    expect(total("timeSpentMs")).toBe(sum(students.map(([, student]) => student.timeSpent as number)));

    // A second run finds nothing to do and writes nothing.
    const again = await migrate(name);
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain(`checking 4 → 5`);
    expect(again.output).toMatch(/"classes":\{"read":\d+,"changed":0,"goneMeanwhile":0\},"students":\{"read":\d+,"changed":0,"goneMeanwhile":0\},"progress":\{"read":\d+,"changed":0,"goneMeanwhile":0\}/);
    expect(await dumpDatabase(db)).toEqual(after);
  });

  it("ends the same when killed halfway and run again", { timeout: 90_000 }, async () => {
    const whole = await shape4Database();
    expect((await migrate(whole.name)).code).toBe(0);
    const expected = await dumpDatabase(whole.db);

    const broken = await shape4Database();
    // A page of one document, and the kill at the first page of students: most of the work is still to do.
    const killed = await migrate(broken.name, ["--page", "1"], /studentProgress: 1 read|students: 1 read/);
    expect(killed.code, killed.output).toBeNull();
    const halfway = await dumpDatabase(broken.db);
    expect(halfway.meta?.dataShape, "the kill came before the end").toEqual({ version: 4 });
    const given = Object.values(halfway.students ?? {}).filter((student) => student.classId !== undefined).length;
    expect(given, "the kill came after some students were given their class").toBeGreaterThan(0);
    expect(given, "and before all were").toBeLessThan(ids(halfway, "students").length);

    const resumed = await migrate(broken.name, ["--page", "1"]);
    expect(resumed.code, resumed.output).toBe(0);
    expect(await dumpDatabase(broken.db)).toEqual(expected);
  });

  it("says what it would change in a dry run and changes nothing", { timeout: 60_000 }, async () => {
    const { name, db } = await shape4Database();
    const run = await migrate(name, ["--dry-run"]);
    expect(run.code, run.output).toBe(0);
    const teachers = ids(FIXTURE, "teachers").length;
    const students = ids(FIXTURE, "students").length;
    expect(run.output).toContain(`classes: ${teachers} teachers read, ${teachers} classes to make`);
    expect(run.output).toContain(`students: ${students} read, ${students} to give their class`);
    expect(run.output).toContain("still data shape 4");
    expect(await dumpDatabase(db)).toEqual(FIXTURE);
  });

  it("refuses a bad option with its usage, and touches nothing", async () => {
    const { name, db } = await shape4Database();
    const run = await migrate(name, ["--page", "0"]);
    expect(run.code).toBe(2);
    expect(run.output).toContain("Usage: npm run migrate");
    expect(await dumpDatabase(db)).toEqual(FIXTURE);
  });
});
