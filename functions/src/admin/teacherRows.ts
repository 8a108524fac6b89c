// The admin's teacher list: every teacher with their class's size and minutes.
// Minutes come from the class summary (classes/{teacherId}, one document per
// teacher), so the list reads one document per teacher, never every student.
import type { AdminTeacherRow, ClassSummary, StoredTeacher } from "@rink/common";
import { readAll } from "../firestore/readAll";
import { teachers } from "../accounts/teachers";
import { classRef } from "../classes/classDoc";
import { minutesOf } from "./timeUnits";

/** Firestore's getAll takes many refs, but a bounded number keeps each call small. */
const CLASS_READ_CHUNK = 100;

export async function loadTeacherRows(search?: string): Promise<AdminTeacherRow[]> {
  const all = (await teachers().get()).docs.map((doc) => doc.data());
  const rows: AdminTeacherRow[] = [];
  for (let start = 0; start < all.length; start += CLASS_READ_CHUNK) {
    const chunk = all.slice(start, start + CLASS_READ_CHUNK);
    const classes = await readAll(chunk.map((teacher) => classRef(teacher._id)));
    chunk.forEach((teacher, index) => rows.push(rowOf(teacher, classes[index]?.data())));
  }
  const matching = search ? rows.filter((row) => matchesSearch(row, search)) : rows;
  return matching.sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a._id.localeCompare(b._id));
}

function rowOf(teacher: StoredTeacher, classDoc: ClassSummary | undefined): AdminTeacherRow {
  const { role: _role, studentCount: _counted, deleting, ...profile } = teacher;
  const students = Object.values(classDoc?.students ?? {});
  const totalMs = students.reduce((sum, student) => sum + (Number.isFinite(student.timeSpent) ? student.timeSpent : 0), 0);
  return {
    ...profile,
    studentCount: students.length,
    totalMinutes: minutesOf(totalMs),
    ...(deleting ? { deleting } : {}),
  };
}

/** Spec point 5: admin search covers name, grade taught, school and school district (case-insensitive contains). */
export function matchesSearch(row: AdminTeacherRow, search: string): boolean {
  const needle = search.toLowerCase();
  return [row.name, String(row.gradeTaught), row.school, row.schoolDistrict].some((field) => field.toLowerCase().includes(needle));
}
