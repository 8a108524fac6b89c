// A class roster (docs/product.md#roster): each student's summary from their own document
// (one query over the class, a few fields each), sorted by firstName then lastName.
import type { RosterRow } from "@rink/common";
import { HttpError } from "../lib/httpError";
import { teacherRef } from "../accounts/teachers";
import { credentials } from "../accounts/studentRecords";
import { classStudents } from "../classes/classStudents";

const byName = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** Passwords go to the owning teacher only, never to admins (docs/decisions.md#d4). */
export async function roster(teacherId: string, withPasswords: boolean): Promise<RosterRow[]> {
  const [teacher, students, logins] = await Promise.all([
    teacherRef(teacherId).get(),
    classStudents(teacherId),
    withPasswords ? credentials().where("teacherId", "==", teacherId).get() : undefined,
  ]);
  if (!teacher.exists) throw new HttpError(404, "Teacher not found");
  const passwords = new Map(logins?.docs.map((doc) => [doc.id, doc.data().password]));
  const rows: RosterRow[] = students.map((student) => (withPasswords ? { ...student, password: passwords.get(student._id) ?? null } : student));
  return rows.sort((a, b) => byName.compare(a.firstName, b.firstName) || byName.compare(a.lastName, b.lastName) || a._id.localeCompare(b._id));
}
