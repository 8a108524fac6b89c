// Data shape 4 to 5 (docs/decisions.md#d99): each teacher's class becomes a document of its own,
// classes/{teacherId} (docs/decisions.md#d98), and every student and progress document says its
// class (classId). Nothing else moves: the class's counters (studentCount, classTime/{id}_{n})
// and name claims were already keyed by the id the class now has.
//
// It reads each collection in document order, a page at a time, and writes only what is missing,
// each page's writes flushed before the next page is read: a run stopped anywhere (a kill, a lost
// connection) leaves only whole documents, and the next run finds what is still to do. A run over
// data already moved writes nothing. The writes go through a BulkWriter, which keeps to
// Firestore's limits (500 writes a batch, and the 500/50/5 ramp-up on a real project).
import type { BulkWriter, Firestore } from "firebase-admin/firestore";
import { FieldPath, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { firstClassIdOf, firstClassOf } from "@rink/common";
import { COLLECTIONS } from "../../functions/src/firestore/collections";

export interface MigrationOptions {
  dryRun: boolean;
  /** Documents read at a time; each page's writes are flushed before the next is read. */
  pageSize?: number;
  /** No ramp-up: only for the emulators, which a production's 500/50/5 rule does not protect. */
  throttle?: boolean;
  onProgress?: (line: string) => void;
}

/** What one collection's pass found and did (or, in a dry run, would do). */
interface PassReport {
  read: number;
  changed: number;
  /** Documents deleted between their read and their write (a class removed meanwhile): nothing to do. */
  goneMeanwhile: number;
}

interface Shape5Report {
  classes: PassReport;
  students: PassReport;
  progress: PassReport;
  /** Teachers whose studentCount is not their students' number (reported, not changed: the writers own the counter). */
  countersOff: Array<{ teacherId: string; studentCount: number; students: number }>;
}

const DEFAULT_PAGE = 400;
const GRPC_NOT_FOUND = 5;
const GRPC_ALREADY_EXISTS = 6;

/** The class a shape-4 student or progress document belongs to: their teacher's one class. */
function classIdFor(teacherId: unknown): string | null {
  return typeof teacherId === "string" && teacherId !== "" ? firstClassIdOf(teacherId) : null;
}

/**
 * Each document of a collection with the fields asked for, in id order, handed over a page at a
 * time. One query streamed, not a query per page: a cursor query costs the emulator a scan of the
 * collection each time (60,000 students: 1.4 s a page of 2,000, against 3 s for the whole stream).
 * The stream waits while a page's writes are flushed.
 */
async function forEachPage(db: Firestore, collection: string, fields: string[], pageSize: number, visit: (docs: QueryDocumentSnapshot[]) => Promise<void>): Promise<void> {
  let page: QueryDocumentSnapshot[] = [];
  for await (const doc of db.collection(collection).orderBy(FieldPath.documentId()).select(...fields).stream()) {
    // The stream's type says any chunk; a query's stream gives only documents.
    if (!(doc instanceof QueryDocumentSnapshot)) continue;
    page.push(doc);
    if (page.length < pageSize) continue;
    await visit(page);
    page = [];
  }
  if (page.length > 0) await visit(page);
}

function pass(): PassReport {
  return { read: 0, changed: 0, goneMeanwhile: 0 };
}

export async function toShape5(db: Firestore, options: MigrationOptions): Promise<Shape5Report> {
  const pageSize = options.pageSize ?? DEFAULT_PAGE;
  const say = options.onProgress ?? (() => undefined);
  const writer: BulkWriter | undefined = options.dryRun ? undefined : db.bulkWriter(options.throttle === false ? { throttling: false } : {});
  const report: Shape5Report = { classes: pass(), students: pass(), progress: pass(), countersOff: [] };
  const failures: unknown[] = [];
  // The pass whose writes are in flight: each page's writes are flushed before the next is read.
  let current: PassReport = report.classes;
  writer?.onWriteError((error) => {
    // NOT_FOUND: a student deleted since it was read (their class went meanwhile, as it may in a
    // live programme). ALREADY_EXISTS: a class made meanwhile by the teacher's own writer. Neither is a loss.
    if (error.code === GRPC_NOT_FOUND || error.code === GRPC_ALREADY_EXISTS) {
      current.changed -= 1;
      if (error.code === GRPC_NOT_FOUND) current.goneMeanwhile += 1;
      return false;
    }
    if (error.failedAttempts < 10) return true;
    failures.push(error);
    return false;
  });
  const flush = async () => {
    await writer?.flush();
    if (failures.length > 0) throw failures[0];
  };

  // 1. A class document for each teacher that has none.
  const studentCounts = new Map<string, number>();
  current = report.classes;
  await forEachPage(db, COLLECTIONS.teachers, ["studentCount"], pageSize, async (teachers) => {
    const classRefs = teachers.map((teacher) => db.collection(COLLECTIONS.classes).doc(firstClassIdOf(teacher.id)));
    const classes = await db.getAll(...classRefs);
    teachers.forEach((teacher, i) => {
      const count: unknown = teacher.get("studentCount");
      studentCounts.set(teacher.id, typeof count === "number" ? count : 0);
      report.classes.read += 1;
      if (classes[i]?.exists) return;
      report.classes.changed += 1;
      // create, not set: a class made meanwhile is left as it is.
      const ref = classRefs[i];
      // A failed write is counted by onWriteError; its promise is caught so it is not also an unhandled rejection.
      if (ref) void writer?.create(ref, firstClassOf(teacher.id)).catch(() => undefined);
    });
    await flush();
    say(`classes: ${report.classes.read} teachers read, ${report.classes.changed} classes ${options.dryRun ? "to make" : "made"}`);
  });

  // 2. and 3. Each student and progress document that does not yet say its class.
  const tally = new Map<string, number>();
  for (const [collection, counted] of [
    [COLLECTIONS.students, report.students],
    [COLLECTIONS.studentProgress, report.progress],
  ] as const) {
    current = counted;
    await forEachPage(db, collection, ["teacherId", "classId"], pageSize, async (docs) => {
      for (const doc of docs) {
        counted.read += 1;
        const teacherId: unknown = doc.get("teacherId");
        if (collection === COLLECTIONS.students && typeof teacherId === "string") tally.set(teacherId, (tally.get(teacherId) ?? 0) + 1);
        if (doc.get("classId") !== undefined) continue;
        counted.changed += 1;
        void writer?.update(doc.ref, { classId: classIdFor(teacherId) }).catch(() => undefined);
      }
      await flush();
      say(`${collection}: ${counted.read} read, ${counted.changed} ${options.dryRun ? "to give" : "given"} their class`);
    });
  }
  await writer?.close();
  if (failures.length > 0) throw failures[0];

  for (const [teacherId, studentCount] of studentCounts) {
    const students = tally.get(teacherId) ?? 0;
    if (students !== studentCount) report.countersOff.push({ teacherId, studentCount, students });
  }
  return report;
}
