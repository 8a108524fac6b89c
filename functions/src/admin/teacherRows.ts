// The admin's teacher list (docs/product.md#admin-teachers), a page at a time in name order.
// A page reads its teachers (one more, to know whether a page follows) and each shown
// class's time counters; a search is one query ordered by the search index's field for its
// key, which the teacher's writer keeps. Nothing here grows with the programme
// (docs/decisions.md#d77).
import { FieldPath, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { searchKeyOf, TEACHER_PAGE_SIZE, type AdminTeacherPage, type AdminTeacherRow, type StoredTeacher } from "@rink/common";
import { teachers } from "../accounts/teachers";
import { classTimesMs } from "../accounts/classTime";
import { HttpError } from "../lib/httpError";
import { minutesOf } from "./timeUnits";

interface PageRequest {
  search?: string;
  /** The `next` of the page before. */
  after?: string;
  limit?: number;
}

const BAD_CURSOR = "That page cursor is not one this list gave. Open the list again from its first page.";

/**
 * The list's order (nameKey, then id), narrowed to a search when there is one: ordering by
 * `searchIndex.<key>` (whose value is the nameKey) holds only the teachers with that key.
 */
function listQuery(search: string | undefined): Query<StoredTeacher> {
  const key = searchKeyOf(search ?? "");
  return teachers()
    .orderBy(key ? new FieldPath("searchIndex", key) : "nameKey")
    .orderBy(FieldPath.documentId());
}

/** A cursor names the last row of a page: its nameKey and id, opaque to the client. */
function cursorOf(teacher: StoredTeacher): string {
  return Buffer.from(JSON.stringify([teacher.nameKey, teacher._id])).toString("base64url");
}

function positionOf(cursor: string): [string, string] {
  try {
    const position: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(position) && position.length === 2 && position.every((part) => typeof part === "string")) return [position[0] as string, position[1] as string];
  } catch {
    // Not JSON: answered below like any other cursor this list did not give.
  }
  throw new HttpError(400, BAD_CURSOR);
}

/** One page's teachers as stored, and the cursor of the page after (null on the last). */
async function pageOfTeachers({ search, after, limit = TEACHER_PAGE_SIZE }: PageRequest): Promise<{ found: StoredTeacher[]; next: string | null }> {
  const ordered = listQuery(search);
  const from = after ? ordered.startAfter(...positionOf(after)) : ordered;
  const snapshot = await from.limit(limit + 1).get();
  const found = snapshot.docs.slice(0, limit).map((doc: QueryDocumentSnapshot<StoredTeacher>) => doc.data());
  const last = found.at(-1);
  return { found, next: snapshot.size > limit && last ? cursorOf(last) : null };
}

/** Rows for teachers already read: each class's minutes from its own counters, all read at once. */
async function rowsOf(found: StoredTeacher[]): Promise<AdminTeacherRow[]> {
  const times = await classTimesMs(found.map((teacher) => teacher._id));
  return found.map((teacher) => rowOf(teacher, times.get(teacher._id) ?? 0));
}

/** One page, and how many teachers the search finds in all (a count: a billed read per 1,000). */
export async function teacherPage(request: PageRequest): Promise<AdminTeacherPage> {
  const [{ found, next }, counted] = await Promise.all([pageOfTeachers(request), listQuery(request.search).count().get()]);
  return { rows: await rowsOf(found), next, total: counted.data().count };
}

/** Every teacher a search finds, a page of `pageSize` at a time (the CSV writes each as it comes). */
export async function* everyTeacherRow(search: string | undefined, pageSize: number): AsyncGenerator<AdminTeacherRow[]> {
  let after: string | undefined;
  do {
    const page = await pageOfTeachers({ search, after, limit: pageSize });
    yield await rowsOf(page.found);
    after = page.next ?? undefined;
  } while (after);
}

function rowOf(teacher: StoredTeacher, timeSpentMs: number): AdminTeacherRow {
  const { role: _role, deleting, searchIndex: _index, nameKey: _order, moneyCheck: _check, lastLoginAt: _login, language: _language, classLanguage: _classLanguage, ...profile } = teacher;
  return { ...profile, totalMinutes: minutesOf(timeSpentMs), ...(deleting ? { deleting } : {}) };
}
