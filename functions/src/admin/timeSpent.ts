// Time spent (docs/product.md#admin-time-spent): the programme's total, or one
// teacher's class student by student. Each student's figures come from their own
// document (one query over the class, a few fields each), the class's total from its
// counters (accounts/classTime.ts); no password ever goes to an admin (credentials are not read here).
import type { ClassTimeSpent, ProgrammeTimeSpent } from "@rink/common";
import { HttpError } from "../lib/httpError";
import { teacherRef } from "../accounts/teachers";
import { classTimeMs } from "../accounts/classTime";
import { programmeTotals } from "../accounts/programmeTotals";
import { classStudents } from "../classes/classStudents";
import { hoursOf, minutesOf } from "./timeUnits";

export async function programmeTimeSpent(): Promise<ProgrammeTimeSpent> {
  const { timeSpentMs: totalMs } = await programmeTotals();
  return { totalMs, totalMinutes: minutesOf(totalMs), totalHours: hoursOf(totalMs) };
}

export async function classTimeSpent(teacherId: string): Promise<ClassTimeSpent> {
  const [teacher, found, timeSpentMs] = await Promise.all([teacherRef(teacherId).get(), classStudents(teacherId), classTimeMs(teacherId)]);
  if (!teacher.exists) throw new HttpError(404, "Teacher not found");
  const students = found
    .map((student) => ({ ...student, minutes: minutesOf(student.timeSpent) }))
    // Students by firstName, then lastName (docs/product.md#admin-time-spent).
    .sort((a, b) => a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName) || a._id.localeCompare(b._id));
  return { teacherId, totalMinutes: minutesOf(timeSpentMs), students };
}
