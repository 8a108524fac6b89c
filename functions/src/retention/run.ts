// The retention job (docs/decisions.md#d39): finds the students and teachers whose
// period has passed (select.ts decides) and deletes them with the same removal the teacher's
// and the admin's deletes use (removal/students.ts, removal/classes.ts): one rule for what a
// delete removes. Runs daily in production (index.ts, onSchedule); locally through
// `npm run retention` or POST /api/v1/admin/retention/run, as the emulator fires no schedules.
//
// Bounded: every query reads at most PAGE documents, Auth is asked about at most PAGE
// accounts a call, students go PAGE at a time, and a run takes at most MAX_PER_RUN of each
// kind; what is left waits for the next day's run. It logs counts, never names.
import { FieldPath, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { auth, db } from "../lib/admin";
import { COLLECTIONS } from "../firestore/collections";
import { removeTeacher } from "../removal/classes";
import { removeStudents } from "../removal/students";
import { cutoffOf, expiredStudents, expiredTeachers, type RetentionSettings, type StudentActivityDates, type TeacherLoginDates } from "./select";

/** Documents per query and accounts per Auth call (getUsers takes at most 100). */
const PAGE = 100;
/** Most teachers, and most students, one run deletes. */
const MAX_PER_RUN = 2000;

export interface RetentionReport {
  dryRun: boolean;
  settings: RetentionSettings;
  /** Teachers past their period (all removed unless dryRun), and their ids. */
  teachersDue: string[];
  /** Students past their period, beside those of the teachers above. */
  studentsDue: string[];
  teachersRemoved: number;
  /** Student documents removed: of the expired teachers' classes and the expired students. */
  studentsRemoved: number;
}

const timeOf = (text: string | undefined): number | undefined => {
  const ms = text ? Date.parse(text) : NaN;
  return Number.isFinite(ms) ? ms : undefined;
};
const numberOf = (value: unknown): number | undefined => (typeof value === "number" && Number.isFinite(value) ? value : undefined);

/** Auth's dates of `uids` (at most PAGE), by uid. */
async function authDates(uids: string[]): Promise<Map<string, { createdAt?: number; lastSignInAt?: number }>> {
  if (uids.length === 0) return new Map();
  const found = await auth().getUsers(uids.map((uid) => ({ uid })));
  return new Map(
    found.users.map((user) => [user.uid, { createdAt: timeOf(user.metadata.creationTime), lastSignInAt: timeOf(user.metadata.lastSignInTime) }]),
  );
}

/** Pages through `query` (ordered, at most PAGE a page), giving each page to `pick`, until `limit` are picked. */
async function pickPaged<T>(query: Query, limit: number, pick: (page: QueryDocumentSnapshot[]) => Promise<T[]>): Promise<T[]> {
  const picked: T[] = [];
  let page = await query.limit(PAGE).get();
  while (!page.empty && picked.length < limit) {
    picked.push(...(await pick(page.docs)));
    const last = page.docs.at(-1);
    if (page.size < PAGE || !last) break;
    page = await query.startAfter(last).limit(PAGE).get();
  }
  return picked.slice(0, limit);
}

/**
 * Teachers past their period. Teachers are few, and one who has not logged in since
 * lastLoginAt was first written has none to query on, so every teacher is looked at, a page at a time.
 */
async function teachersDue(now: number, settings: RetentionSettings): Promise<string[]> {
  const query = db().collection(COLLECTIONS.teachers).orderBy(FieldPath.documentId()).select("lastLoginAt");
  const due = await pickPaged(query, MAX_PER_RUN, async (docs) => {
    const dates = await authDates(docs.map((doc) => doc.id));
    const teachers: TeacherLoginDates[] = docs.map((doc) => ({ id: doc.id, lastLoginAt: numberOf(doc.get("lastLoginAt")), ...dates.get(doc.id) }));
    return expiredTeachers(now, settings, teachers);
  });
  return due.map((teacher) => teacher.id);
}

type StudentDue = StudentActivityDates & { teacherId: string | null };

const studentOf = (doc: QueryDocumentSnapshot, createdAt?: number): StudentDue => {
  const teacherId = doc.get("teacherId") as unknown;
  return { id: doc.id, teacherId: typeof teacherId === "string" && teacherId !== "" ? teacherId : null, lastActiveAt: numberOf(doc.get("lastActiveAt")) ?? null, createdAt };
};

/**
 * Students past their period, from their progress documents (one per student, written with
 * every move): those who played, by an indexed range on lastActiveAt; those who never did
 * (lastActiveAt null), by their account's creation in Auth.
 */
async function studentsDue(now: number, settings: RetentionSettings): Promise<StudentDue[]> {
  const progress = db().collection(COLLECTIONS.studentProgress);
  const played = progress.where("lastActiveAt", "<=", cutoffOf(now, settings.studentDays)).orderBy("lastActiveAt").select("teacherId", "lastActiveAt");
  const idle = await pickPaged(played, MAX_PER_RUN, async (docs) => expiredStudents(now, settings, docs.map((doc) => studentOf(doc))));
  const neverPlayed = progress.where("lastActiveAt", "==", null).orderBy(FieldPath.documentId()).select("teacherId", "lastActiveAt");
  const unplayed = await pickPaged(neverPlayed, MAX_PER_RUN - idle.length, async (docs) => {
    const dates = await authDates(docs.map((doc) => doc.id));
    return expiredStudents(now, settings, docs.map((doc) => studentOf(doc, dates.get(doc.id)?.createdAt)));
  });
  return [...idle, ...unplayed];
}

/** Of `students`, those still past their period now: one who played since they were found stays. */
async function stillDue(now: number, settings: RetentionSettings, students: StudentDue[]): Promise<string[]> {
  const progress = db().collection(COLLECTIONS.studentProgress);
  const fresh = await db().getAll(...students.map((student) => progress.doc(student.id)));
  const current = students.map((student, index) => ({ ...student, lastActiveAt: numberOf(fresh[index]?.get("lastActiveAt")) ?? null }));
  return expiredStudents(now, settings, current).map((student) => student.id);
}

/** Removes `students`, class by class, PAGE at a time, through the one removal of students. */
async function removeStudentsDue(now: number, settings: RetentionSettings, students: StudentDue[]): Promise<number> {
  const byClass = new Map<string | null, StudentDue[]>();
  for (const student of students) byClass.set(student.teacherId, [...(byClass.get(student.teacherId) ?? []), student]);
  let removed = 0;
  for (const [teacherId, ofClass] of byClass) {
    for (let start = 0; start < ofClass.length; start += PAGE) {
      const uids = await stillDue(now, settings, ofClass.slice(start, start + PAGE));
      if (uids.length > 0) removed += await removeStudents(teacherId, uids);
    }
  }
  return removed;
}

/**
 * Finds, and unless `dryRun` deletes, what has waited its period at `now`. Teachers first: their
 * classes go with them (a teacher's class goes with the teacher, however recently its students played).
 */
export async function runRetention(settings: RetentionSettings, options: { dryRun: boolean; now?: number }): Promise<RetentionReport> {
  const now = options.now ?? Date.now();
  const teachers = await teachersDue(now, settings);
  const goingWithTeachers = new Set(teachers);
  const students = (await studentsDue(now, settings)).filter((student) => student.teacherId === null || !goingWithTeachers.has(student.teacherId));

  let teachersRemoved = 0;
  let studentsRemoved = 0;
  if (!options.dryRun) {
    for (const teacherId of teachers) {
      const removed = await removeTeacher(teacherId);
      if (removed) {
        teachersRemoved += 1;
        studentsRemoved += removed.studentsRemoved;
      }
    }
    studentsRemoved += await removeStudentsDue(now, settings, students);
  }
  const report: RetentionReport = { dryRun: options.dryRun, settings, teachersDue: teachers, studentsDue: students.map((student) => student.id), teachersRemoved, studentsRemoved };
  // Counts only: the log never names anyone.
  console.log(
    JSON.stringify({
      message: "Retention run",
      dryRun: report.dryRun,
      studentDays: settings.studentDays,
      teacherDays: settings.teacherDays,
      teachersDue: teachers.length,
      studentsDue: students.length,
      teachersRemoved,
      studentsRemoved,
    }),
  );
  return report;
}
