// The admin's teacher list: every teacher with their class's size and minutes.
// The size comes from the class summary (classes/{teacherId}, one document per
// teacher), the minutes from a sum over the class's student documents (an
// aggregation query, one per teacher), so the list never reads every student.
import type { AdminTeacherRow, ClassSummary, StoredTeacher } from "@rink/common";
import { readAll } from "../firestore/readAll";
import { teachers } from "../accounts/teachers";
import { classRef } from "../classes/classDoc";
import { classTotalMs } from "./totals";
import { minutesOf } from "./timeUnits";

/** Firestore's getAll takes many refs, but a bounded number keeps each call small. */
const CLASS_READ_CHUNK = 100;

export async function loadTeacherRows(search?: string): Promise<AdminTeacherRow[]> {
  // The search looks at the profile only, so it narrows the list before any class is read.
  const matching = (await teachers().get()).docs.map((doc) => doc.data()).filter((teacher) => !search || matchesSearch(teacher, search));
  const rows: AdminTeacherRow[] = [];
  for (let start = 0; start < matching.length; start += CLASS_READ_CHUNK) {
    const chunk = matching.slice(start, start + CLASS_READ_CHUNK);
    const [classes, classMs] = await Promise.all([readAll(chunk.map((teacher) => classRef(teacher._id))), Promise.all(chunk.map((teacher) => classTotalMs(teacher._id)))]);
    chunk.forEach((teacher, index) => rows.push(rowOf(teacher, classes[index]?.data(), classMs[index] ?? 0)));
  }
  return rows.sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a._id.localeCompare(b._id));
}

function rowOf(teacher: StoredTeacher, classDoc: ClassSummary | undefined, totalMs: number): AdminTeacherRow {
  const { role: _role, studentCount: _counted, deleting, ...profile } = teacher;
  return {
    ...profile,
    studentCount: Object.keys(classDoc?.students ?? {}).length,
    totalMinutes: minutesOf(totalMs),
    ...(deleting ? { deleting } : {}),
  };
}

/** docs/product.md#admin-teachers: admin search covers name, grade taught, school and school district (case-insensitive contains). */
export function matchesSearch(teacher: Pick<StoredTeacher, "name" | "gradeTaught" | "school" | "schoolDistrict">, search: string): boolean {
  const needle = search.toLowerCase();
  return [teacher.name, String(teacher.gradeTaught), teacher.school, teacher.schoolDistrict].some((field) => field.toLowerCase().includes(needle));
}
