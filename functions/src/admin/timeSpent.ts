// Time spent (docs/product.md#admin-time-spent): the programme's total, or one
// teacher's class student by student. Names and levels come from the class summary
// (one document), tutorials done and time spent from the students' documents (two
// fields each); no password ever goes to an admin (credentials are not read here).
import type { ClassTimeSpent, ProgrammeTimeSpent } from "@rink/common";
import { HttpError } from "../lib/httpError";
import { teacherRef } from "../accounts/teachers";
import { classEntries } from "../classes/classDoc";
import { classPlayFigures, NO_PLAY } from "../classes/playFigures";
import { studentAggregates } from "./totals";
import { hoursOf, minutesOf } from "./timeUnits";

export async function programmeTimeSpent(): Promise<ProgrammeTimeSpent> {
  const { totalMs } = await studentAggregates();
  return { totalMs, totalMinutes: minutesOf(totalMs), totalHours: hoursOf(totalMs) };
}

export async function classTimeSpent(teacherId: string): Promise<ClassTimeSpent> {
  const [teacher, entries, figures] = await Promise.all([teacherRef(teacherId).get(), classEntries(teacherId), classPlayFigures(teacherId)]);
  if (!teacher.exists) throw new HttpError(404, "Teacher not found");
  const students = Object.entries(entries)
    .map(([_id, entry]) => {
      const play = figures.get(_id) ?? NO_PLAY;
      return { _id, ...entry, ...play, minutes: minutesOf(play.timeSpent) };
    })
    // Students by firstName, then lastName (docs/product.md#admin-time-spent).
    .sort((a, b) => a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName) || a._id.localeCompare(b._id));
  const totalMs = students.reduce((sum, student) => sum + student.timeSpent, 0);
  return { teacherId, totalMinutes: minutesOf(totalMs), students };
}
