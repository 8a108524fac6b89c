// A class roster (docs/product.md#roster): names and levels from the class's one summary
// document, tutorials done and time spent from the students' documents (two fields
// each), sorted by firstName then lastName.
import type { RosterRow } from "@rink/common";
import { HttpError } from "../lib/httpError";
import { teacherRef } from "../accounts/teachers";
import { credentials } from "../students/records";
import { classEntries } from "../classes/classDoc";
import { classPlayFigures, NO_PLAY } from "../classes/playFigures";

const byName = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** Passwords go to the owning teacher only, never to admins (docs/decisions.md#d4). */
export async function roster(teacherId: string, withPasswords: boolean): Promise<RosterRow[]> {
  const [teacher, entries, figures, logins] = await Promise.all([
    teacherRef(teacherId).get(),
    classEntries(teacherId),
    classPlayFigures(teacherId),
    withPasswords ? credentials().where("teacherId", "==", teacherId).get() : undefined,
  ]);
  if (!teacher.exists) throw new HttpError(404, "Teacher not found");
  const passwords = new Map(logins?.docs.map((doc) => [doc.id, doc.data().password]));
  const rows: RosterRow[] = Object.entries(entries).map(([_id, entry]) => {
    const summary = { ...entry, ...(figures.get(_id) ?? NO_PLAY) };
    return withPasswords ? { _id, ...summary, password: passwords.get(_id) ?? null } : { _id, ...summary };
  });
  return rows.sort((a, b) => byName.compare(a.firstName, b.firstName) || byName.compare(a.lastName, b.lastName) || a._id.localeCompare(b._id));
}
