// GET /api/v1/student/export?format=csv|json: a teacher downloads their own class's data
// (docs/privacy.md, "What a teacher can download"). CSV for people: one row per student with
// the key figures. JSON whole: the teacher's profile and, per student, everything the product
// holds about them except the password (a file travels further than the roster that shows it).
import { z } from "zod";
import type { TeacherProfile } from "../teachers/teacher";
import type { StoredStudent } from "./student";
import type { StudentProgress } from "../progress/studentProgress";

const CLASS_EXPORT_FORMATS = ["csv", "json"] as const;
export type ClassExportFormat = (typeof CLASS_EXPORT_FORMATS)[number];

export const classExportQuerySchema = z.object({ format: z.enum(CLASS_EXPORT_FORMATS) });

/** The file a download is saved as. */
export const classExportFileName = (format: ClassExportFormat): string => `class-data.${format}`;

/** The CSV's columns, in order: a row per student. Money in dollars, time in whole minutes. */
export const CLASS_CSV_COLUMNS = [
  "firstName",
  "lastName",
  "userName",
  "level",
  "levelsDone",
  "tutorialsDone",
  "minutesPlayed",
  "stage",
  "seasonsFinished",
  "gamesPlayed",
  "wins",
  "losses",
  "overtimeLosses",
  "place",
  "teams",
  "totalBudget",
  "spent",
  "saved",
  "rollover",
  "wonGame",
  "lastActive",
] as const;
export type ClassCsvColumn = (typeof CLASS_CSV_COLUMNS)[number];

/** One student in the JSON download. */
export interface ExportedStudent {
  /** The game document as stored (students/{uid}): seasons, decisions, debriefs, awards. */
  student: StoredStudent;
  /** The live views' figures (studentProgress/{uid}); null when none is stored yet. */
  progress: StudentProgress | null;
}

/** The JSON download. */
export interface ClassExport {
  exportedAt: string;
  teacher: TeacherProfile & { _id: string; studentCount: number };
  students: ExportedStudent[];
}

/** DELETE /api/v1/student/all: the teacher's whole class is gone (the admin's delete-class answer). */
export const ALL_STUDENTS_DELETED = "All students deleted";
