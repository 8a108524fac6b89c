// GET /api/v1/student?user={teacherId}&sort=firstName,lastName — a class roster
// (spec points 2 and 6), and GET /api/v1/student — every student, for admins.
import type { RequestHandler } from "express";
import { FieldPath } from "firebase-admin/firestore";
import { z } from "zod";
import type { Student } from "@rink/game";
import { db } from "../../lib/admin";
import { HttpError } from "../../http/errors";
import { callerOf } from "../../http/auth";
import { parse } from "../../http/validate";
import { COLLECTIONS } from "../../accounts/collections";
import { classRef, teacherRef } from "../../accounts/students";
import type { StudentCredentials } from "../../accounts/credentials";
import { summaryOf, type ClassSummary, type ClassStudentSummary } from "../../classes/summary";
import { idSchema } from "../../students/schemas";

/** Most students one page of the all-students list holds. */
export const MAX_PAGE_SIZE = 500;

const querySchema = z.strictObject({
  user: idSchema.optional(),
  // The spec's only order; accepted so its URL works, and the roster is always sorted so.
  sort: z.literal("firstName,lastName", { error: "sort can only be firstName,lastName." }).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  cursor: idSchema.optional(),
});

/** One roster row: the class summary entry, plus the login for the owning teacher's table. */
export type RosterRow = ClassStudentSummary & { _id: string; password?: string | null };
export type AllStudentsRow = ClassStudentSummary & { _id: string; teacherId: string | null };

export const listStudents: RequestHandler = async (req, res) => {
  const query = parse(querySchema, req.query);
  const caller = callerOf(res);
  if (query.user !== undefined) {
    if (caller.role === "teacher" && caller.uid !== query.user) throw new HttpError(403, "You can only see your own class.");
    // Passwords go to the owning teacher only, never to admins (ARCHITECTURE.md, credentials).
    res.json({ success: true, data: await roster(query.user, caller.role === "teacher") });
    return;
  }
  if (caller.role !== "admin") throw new HttpError(403, "You can only see your own class: add ?user= with your id.");
  const page = await allStudents(query.limit ?? MAX_PAGE_SIZE, query.cursor);
  res.json({ success: true, data: page.rows, nextCursor: page.nextCursor });
};

const byName = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** The class from its one summary document (not 1500 student reads), sorted by firstName then lastName. */
async function roster(teacherId: string, withPasswords: boolean): Promise<RosterRow[]> {
  const [teacher, classDoc, credentials] = await Promise.all([
    teacherRef(teacherId).get(),
    classRef(teacherId).get(),
    withPasswords ? db().collection(COLLECTIONS.credentials).where("teacherId", "==", teacherId).get() : undefined,
  ]);
  if (!teacher.exists) throw new HttpError(404, "Teacher not found");
  const passwords = new Map(credentials?.docs.map((doc) => [doc.id, (doc.data() as StudentCredentials).password]));
  const students = (classDoc.data() as ClassSummary | undefined)?.students ?? {};
  const rows: RosterRow[] = Object.entries(students).map(([_id, summary]) =>
    withPasswords ? { _id, ...summary, password: passwords.get(_id) ?? null } : { _id, ...summary },
  );
  return rows.sort((a, b) => byName.compare(a.firstName, b.firstName) || byName.compare(a.lastName, b.lastName) || a._id.localeCompare(b._id));
}

const SUMMARY_FIELDS = ["firstName", "lastName", "userName", "teacherId", "level", "tutorials", "wonGame", "timeSpent"] as const;
type SummaryFields = Pick<Student, (typeof SUMMARY_FIELDS)[number]>;

/** Every student in id order, a page at a time; only the fields a summary shows are read. */
async function allStudents(limit: number, cursor: string | undefined): Promise<{ rows: AllStudentsRow[]; nextCursor: string | null }> {
  let query = db()
    .collection(COLLECTIONS.students)
    .orderBy(FieldPath.documentId())
    .select(...SUMMARY_FIELDS)
    .limit(limit + 1);
  if (cursor) query = query.startAfter(cursor);
  const snapshot = await query.get();
  const docs = snapshot.docs.slice(0, limit);
  const rows = docs.map((doc) => {
    const student = doc.data() as SummaryFields;
    return { _id: doc.id, teacherId: student.teacherId ?? null, ...summaryOf(student) };
  });
  return { rows, nextCursor: snapshot.docs.length > limit ? (docs.at(-1)?.id ?? null) : null };
}
