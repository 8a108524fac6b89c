// A teacher's download of their own class (docs/privacy.md): every student of the class,
// read by the student documents' teacherId (the one field that makes a student theirs), with
// their progress documents. CSV cells are guarded like the admin's teachers CSV (a name that
// starts with = must not run as a spreadsheet formula).
import Papa from "papaparse";
import {
  activityIn,
  CLASS_CSV_COLUMNS,
  NO_ACTIVITY,
  playedMs,
  progressOf,
  type ClassCsvColumn,
  type ClassExport,
  type ExportedStudent,
} from "@rink/common";
import { HttpError } from "../lib/httpError";
import { teacherRef } from "../accounts/teachers";
import { students } from "../accounts/studentRecords";
import { progressRef } from "../progress/progressDoc";
import { readAll } from "../firestore/readAll";

const byName = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** Everything the JSON download holds: the teacher's profile (Auth keeps the password) and each student. */
export async function classExport(teacherId: string, now = new Date()): Promise<ClassExport> {
  const [teacher, found] = await Promise.all([teacherRef(teacherId).get(), students().where("teacherId", "==", teacherId).get()]);
  const profile = teacher.data();
  if (!profile) throw new HttpError(404, "Teacher not found");
  const progress = await readAll(found.docs.map((doc) => progressRef(doc.id)));
  const exported: ExportedStudent[] = found.docs.map((doc, index) => ({ student: doc.data(), progress: progress[index]?.data() ?? null }));
  exported.sort(
    (a, b) =>
      byName.compare(a.student.firstName, b.student.firstName) ||
      byName.compare(a.student.lastName, b.student.lastName) ||
      a.student._id.localeCompare(b.student._id),
  );
  const { deleting: _deleting, role: _role, ...teacherProfile } = profile;
  return { exportedAt: now.toISOString(), teacher: teacherProfile, students: exported };
}

function csvRow({ student, progress }: ExportedStudent): Record<ClassCsvColumn, string | number | boolean> {
  // Figures by the live views' own rule, from the student as stored now.
  const figures = progressOf(student, progress ? activityIn(progress) : NO_ACTIVITY);
  return {
    firstName: student.firstName,
    lastName: student.lastName,
    userName: student.userName,
    level: figures.level,
    levelsDone: figures.levelsDone,
    tutorialsDone: figures.tutorialsDone,
    minutesPlayed: Math.round(playedMs(figures) / 60_000),
    stage: figures.stage,
    seasonsFinished: student.debriefs.length,
    gamesPlayed: figures.season.gamesPlayed,
    wins: figures.season.wins,
    losses: figures.season.losses,
    overtimeLosses: figures.season.overtimeLosses,
    place: figures.season.place,
    teams: figures.season.teams,
    totalBudget: figures.money.totalBudget,
    spent: figures.money.spent,
    saved: figures.money.saved,
    rollover: figures.money.rollover,
    wonGame: figures.wonGame,
    lastActive: figures.lastActiveAt === null ? "" : new Date(figures.lastActiveAt).toISOString(),
  };
}

/** Same guard as admin/teachersCsv.ts: the first character alone decides. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The CSV download: a header row, then one row per student. */
export function classCsv(data: ClassExport): string {
  return Papa.unparse(
    { fields: [...CLASS_CSV_COLUMNS], data: data.students.map((entry) => CLASS_CSV_COLUMNS.map((column) => csvRow(entry)[column])) },
    { escapeFormulae: FORMULA_START, newline: "\r\n", header: true },
  );
}
