// GET /api/v1/admin/students/timespent[?user={teacherId}] (spec point 7, shape
// not shown there): the programme's total time spent, or one teacher's class
// student by student. The class figures come from the class summary, one
// document; no password ever goes to an admin (credentials are not read here).
import type { RequestHandler } from "express";
import { parse } from "../../http/validate";
import { HttpError } from "../../http/errors";
import { classRef, teacherRef } from "../../accounts/students";
import type { ClassSummary } from "../../classes/summary";
import { timeSpentQuery } from "./schemas";
import { studentAggregates } from "./totals";
import { hoursOf, minutesOf } from "./timeUnits";

export const timeSpent: RequestHandler = async (req, res) => {
  const { user } = parse(timeSpentQuery, req.query);
  if (!user) {
    const { totalMs } = await studentAggregates();
    res.json({ success: true, data: { totalMs, totalMinutes: minutesOf(totalMs), totalHours: hoursOf(totalMs) } });
    return;
  }

  const [teacher, classDoc] = await Promise.all([teacherRef(user).get(), classRef(user).get()]);
  if (!teacher.exists) throw new HttpError(404, "Teacher not found");
  const entries = (classDoc.get("students") as ClassSummary["students"] | undefined) ?? {};
  const students = Object.entries(entries)
    .map(([_id, entry]) => ({
      _id,
      firstName: entry.firstName,
      lastName: entry.lastName,
      userName: entry.userName,
      level: entry.level,
      timeSpent: entry.timeSpent,
      minutes: minutesOf(entry.timeSpent),
      tutorialsDone: entry.tutorialsDone,
      levelsDone: entry.levelsDone,
      wonGame: entry.wonGame,
    }))
    // The spec lists students by firstName, then lastName (point 6).
    .sort((a, b) => a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName) || a._id.localeCompare(b._id));
  const totalMs = students.reduce((sum, student) => sum + student.timeSpent, 0);
  res.json({ success: true, data: { teacherId: user, totalMinutes: minutesOf(totalMs), students } });
};
