// The admin's teacher list: every teacher with their class's size and minutes, both
// read from the class's counters (studentCount on the teacher, the time in its shards;
// docs/architecture.md#the-data), so the list is two queries and never touches a student.
import type { AdminTeacherRow, StoredTeacher } from "@rink/common";
import { teachers } from "../accounts/teachers";
import { classTimesByTeacher } from "../accounts/classTime";
import { minutesOf } from "./timeUnits";

export async function loadTeacherRows(search?: string): Promise<AdminTeacherRow[]> {
  const [found, times] = await Promise.all([teachers().get(), classTimesByTeacher()]);
  const matching = found.docs.map((doc) => doc.data()).filter((teacher) => !search || matchesSearch(teacher, search));
  return matching
    .map((teacher) => rowOf(teacher, times.get(teacher._id) ?? 0))
    .sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a._id.localeCompare(b._id));
}

function rowOf(teacher: StoredTeacher, timeSpentMs: number): AdminTeacherRow {
  const { role: _role, deleting, ...profile } = teacher;
  return { ...profile, totalMinutes: minutesOf(timeSpentMs), ...(deleting ? { deleting } : {}) };
}

/** docs/product.md#admin-teachers: admin search covers name, grade taught, school and school district (case-insensitive contains). */
export function matchesSearch(teacher: Pick<StoredTeacher, "name" | "gradeTaught" | "school" | "schoolDistrict">, search: string): boolean {
  const needle = search.toLowerCase();
  return [teacher.name, String(teacher.gradeTaught), teacher.school, teacher.schoolDistrict].some((field) => field.toLowerCase().includes(needle));
}
