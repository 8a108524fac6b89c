// The admin's teacher list: every teacher with their class's size and minutes.
// Minutes come from the class summary (classes/{teacherId}, one document per
// teacher), so the list reads one document per teacher, never every student.
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { db } from "../../lib/admin";
import { COLLECTIONS } from "../../accounts/collections";
import { classRef } from "../../accounts/students";
import type { ClassSummary } from "../../classes/summary";
import type { TeacherProfile } from "../../accounts/teachers";
import { minutesOf } from "./timeUnits";

/** A teacher as an admin sees them: the profile (never a password), class size and minutes played. */
export interface AdminTeacherRow extends TeacherProfile {
  _id: string;
  studentCount: number;
  totalMinutes: number;
  /** Present (true) when a delete started but did not finish: deleting again finishes it. */
  deleting?: true;
}

/** Firestore's getAll takes many refs, but a bounded number keeps each call small. */
const CLASS_READ_CHUNK = 100;

export async function loadTeacherRows(search?: string): Promise<AdminTeacherRow[]> {
  const teachers = await db().collection(COLLECTIONS.teachers).get();
  const rows: AdminTeacherRow[] = [];
  for (let start = 0; start < teachers.docs.length; start += CLASS_READ_CHUNK) {
    const chunk = teachers.docs.slice(start, start + CLASS_READ_CHUNK);
    const classes = await db().getAll(...chunk.map((teacher) => classRef(teacher.id)));
    chunk.forEach((teacher, index) => rows.push(rowOf(teacher, classes[index])));
  }
  const matching = search ? rows.filter((row) => matchesSearch(row, search)) : rows;
  return matching.sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a._id.localeCompare(b._id));
}

function rowOf(teacher: DocumentSnapshot, classDoc: DocumentSnapshot | undefined): AdminTeacherRow {
  const text = (field: string) => {
    const value: unknown = teacher.get(field);
    return typeof value === "string" ? value : "";
  };
  const number = (field: string) => {
    const value: unknown = teacher.get(field);
    return typeof value === "number" ? value : 0;
  };
  const students = Object.values((classDoc?.get("students") as ClassSummary["students"] | undefined) ?? {});
  const totalMs = students.reduce((sum, student) => sum + (Number.isFinite(student.timeSpent) ? student.timeSpent : 0), 0);
  return {
    _id: teacher.id,
    name: text("name"),
    userName: text("userName"),
    email: text("email"),
    school: text("school"),
    schoolDistrict: text("schoolDistrict"),
    schoolAddress: text("schoolAddress"),
    city: text("city"),
    state: text("state"),
    zipCode: text("zipCode"),
    gradeTaught: number("gradeTaught"),
    classSize: number("classSize"),
    studentCount: students.length,
    totalMinutes: minutesOf(totalMs),
    ...(teacher.get("deleting") === true ? { deleting: true as const } : {}),
  };
}

/** Spec point 5: admin search covers name, grade taught, school and school district (case-insensitive contains). */
export function matchesSearch(row: AdminTeacherRow, search: string): boolean {
  const needle = search.toLowerCase();
  return [row.name, String(row.gradeTaught), row.school, row.schoolDistrict].some((field) => field.toLowerCase().includes(needle));
}
