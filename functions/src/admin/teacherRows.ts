// The admin's teacher list: every teacher with their class's size and minutes, both
// read from the teacher's own counters (studentCount, timeSpentMs; docs/architecture.md#the-data),
// so the list is one read of the teachers and never touches a student.
import type { AdminTeacherRow, StoredTeacher } from "@rink/common";
import { teachers } from "../accounts/teachers";
import { minutesOf } from "./timeUnits";

export async function loadTeacherRows(search?: string): Promise<AdminTeacherRow[]> {
  const matching = (await teachers().get()).docs.map((doc) => doc.data()).filter((teacher) => !search || matchesSearch(teacher, search));
  return matching.map(rowOf).sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a._id.localeCompare(b._id));
}

function rowOf(teacher: StoredTeacher): AdminTeacherRow {
  const { role: _role, timeSpentMs, deleting, ...profile } = teacher;
  return { ...profile, totalMinutes: minutesOf(timeSpentMs), ...(deleting ? { deleting } : {}) };
}

/** docs/product.md#admin-teachers: admin search covers name, grade taught, school and school district (case-insensitive contains). */
export function matchesSearch(teacher: Pick<StoredTeacher, "name" | "gradeTaught" | "school" | "schoolDistrict">, search: string): boolean {
  const needle = search.toLowerCase();
  return [teacher.name, String(teacher.gradeTaught), teacher.school, teacher.schoolDistrict].some((field) => field.toLowerCase().includes(needle));
}
