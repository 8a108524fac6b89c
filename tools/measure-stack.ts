// What the benchmarks that drive the game in Chromium (tools/bench/cheer-fps.ts,
// tools/media/weight.ts, tools/lighthouse/main.ts) share: the local stack on free ports (as tools/bench and tools/load start it), a fresh
// student made by testing/accounts.ts, and states written with the Admin SDK (computed
// by the rules engine, as testing/season-plans.ts does).
import { nextRevision, readStoredStudent, type StoredStudent } from "@rink/common";
import type { Student } from "@rink/game";
import type { Stack } from "../scripts/stack/stack";
import { startThrowawayStack, type ThrowawayStack } from "../scripts/stack/throwaway";
import { accountsOn } from "../testing/accounts";

/** A fresh stack of its own (no demo accounts), on free ports, its data in a temporary folder. */
export function startMeasureStack(name: string, log: (line: string) => void): Promise<ThrowawayStack> {
  return startThrowawayStack(name, { seed: false, log });
}

export interface MeasuredStudent {
  _id: string;
  userName: string;
  password: string;
  /** The student's document as stored now. */
  read(): Promise<StoredStudent>;
  /** Writes a state the engine computed (the revision moves on, as a server write would). */
  write(state: Student): Promise<void>;
}

/**
 * A teacher and one new student of theirs, made by the one set of account fixtures
 * (testing/accounts.ts); `label` names the benchmark in their names and usernames.
 */
export async function makeStudent(stack: Stack, firstName: string, label = "measure"): Promise<MeasuredStudent> {
  const { db, makeTeacher, makeStudent: makeOne } = await accountsOn(stack);
  const teacher = await makeTeacher({ label, name: `${label} Teacher` });
  const student = await makeOne(teacher.uid, { firstName, lastName: label });
  const doc = db().collection("students").doc(student._id);
  const read = async (): Promise<StoredStudent> => {
    const stored = readStoredStudent((await doc.get()).data());
    if (!stored) throw new Error("the new student is not a student");
    return stored;
  };
  return {
    _id: student._id,
    userName: student.userName,
    password: student.password,
    read,
    write: async (state) => {
      const before = await read();
      await doc.update({ ...nextRevision(before, { ...state, _id: before._id, classId: before.classId }) });
    },
  };
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? NaN : sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Left-aligned columns under a header and a rule, as tools/size prints its table. */
export function formatColumns(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: readonly string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  ").trimEnd();
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}
