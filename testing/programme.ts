// A whole programme in the emulators at once (docs/benchmarks.md#a-programme): teachers in many
// schools and districts, each with a class whose students stand at every level and point of a
// season. For the admin's pages at scale (`npm run seed:programme`, `npm run load -- --programme`)
// and their tests on a small one. The documents are the ones the API writes (the teacher's search
// index, the class's counters, each student's game and progress documents), written through the
// Admin SDK's BulkWriter; no Auth accounts are made, since nobody logs in as these people.
import type { Firestore } from "firebase-admin/firestore";
import { firstClassIdOf, firstClassOf, nameKeyOf, NO_ACTIVITY, programmeShardIds, programmeShardOf, progressOf, searchIndexOf, timeShardDocId, timeShardIds, timeShardOf, type StoredStudent, type StoredTeacher } from "@rink/common";
import { newStudent, type Level, type Student } from "@rink/game";
import { COLLECTIONS } from "../functions/src/firestore/collections";
import { studentAt } from "./season-plans";

export interface ProgrammeSize {
  teachers: number;
  /** Students in each class. */
  studentsEach: number;
  /** Starts every id and is written into each school's and district's name, so one programme can be searched apart from others. */
  tag: string;
}

export interface SeededProgramme {
  teachers: number;
  students: number;
  /** Every class's minutes added up (ms). */
  timeSpentMs: number;
  documents: number;
  seconds: number;
  teacherIds: string[];
}

const FIRST = ["Ava", "Noah", "Émile", "Zoë", "Liam", "Maya", "Kenji", "Ana", "Omar", "Sofia", "Björn", "Priya", "Jack", "Léa", "Mateo", "Aisha", "Finn", "Chloe", "Yusuf", "Ingrid"];
const LAST = ["Smith", "García", "O'Neil", "Nguyen", "Kowalski", "Johansson", "Okafor", "Dubois", "Tanaka", "Müller", "Patel", "Rossi", "Brown", "Lindqvist", "Moreau", "Chen"];
const SCHOOL_WORDS = ["Lincoln", "Lakeside", "Maple", "Riverside", "Northfield", "Pine Ridge", "Cedar", "Hillcrest", "Blue Line", "Frozen Pond", "Westwood", "Eastview"];
const SCHOOL_KINDS = ["Elementary", "Middle School", "Academy", "Intermediate"];
const DISTRICTS = ["Twin Lakes", "North Shore", "Prairie", "Iron Range", "Metro", "Valley", "Harbor", "Summit"];
const STATES = ["MN", "WI", "MI", "ND", "NY", "MA"];

/** Where a class's students stand: every level, at its start, half way and its end. */
const POINTS: ReadonlyArray<{ level: Level; games: number }> = [1, 2, 3].flatMap((level) => [0, 5, 99].map((games) => ({ level: level as Level, games })));

/** The students' states, computed once by the engine and given to each student with their own names. */
function templates(): Student[] {
  const start = newStudent({ firstName: "A", lastName: "B", userName: "ab", teacherId: "t", seed: 7, moneyCheck: false });
  return POINTS.map(({ level, games }, i) => studentAt(start, { level, games, seed: 11 + i, team: i % 2 === 0 ? "strong" : "weak" }));
}

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

function teacherOf(size: ProgrammeSize, i: number): StoredTeacher {
  const _id = `${size.tag}-t${i}`;
  const name = `${pick(FIRST, i * 7)} ${pick(LAST, i * 3 + Math.floor(i / 16))}`;
  const school = `${pick(SCHOOL_WORDS, i)} ${pick(SCHOOL_KINDS, Math.floor(i / 12))} ${size.tag} ${Math.floor(i / 48)}`;
  const schoolDistrict = `${pick(DISTRICTS, Math.floor(i / 40))} District ${size.tag}`;
  const profile = {
    name,
    userName: `${size.tag}t${i}`,
    email: `${size.tag}t${i}@example.com`,
    school,
    schoolDistrict,
    schoolAddress: `${i + 1} Rink Road`,
    city: "Testville",
    state: pick(STATES, i),
    zipCode: "55401",
    gradeTaught: 3 + (i % 6),
    classSize: size.studentsEach,
  };
  return { _id, ...profile, role: "teacher", studentCount: size.studentsEach, moneyCheck: true, searchIndex: searchIndexOf(profile), nameKey: nameKeyOf(name) };
}

/** Writes the programme; `onProgress` hears how many documents are written so far. */
export async function seedProgramme(db: Firestore, size: ProgrammeSize, onProgress?: (written: number) => void): Promise<SeededProgramme> {
  const started = performance.now();
  const states = templates();
  // No ramp-up (500 writes a second, growing every 5 minutes): it protects a new production database, and this writes only to emulators.
  const writer = db.bulkWriter({ throttling: false });
  let failure: unknown;
  writer.onWriteError((error) => {
    // Contention or a busy emulator is retried by the writer (up to 10 times); anything else stops the seed.
    if (error.failedAttempts < 10) return true;
    failure ??= error;
    return false;
  });
  let documents = 0;
  let timeSpentMs = 0;
  const teacherIds: string[] = [];
  // The programme's totals as the writers keep them (docs/decisions.md#d82): each change in the shard its id falls to.
  const programme = new Map(programmeShardIds().map((shard) => [shard, { teachers: 0, students: 0, timeSpentMs: 0 }]));
  const count = (id: string, change: { teachers?: number; students?: number; timeSpentMs?: number }) => {
    const shard = programme.get(programmeShardOf(id));
    if (!shard) return;
    shard.teachers += change.teachers ?? 0;
    shard.students += change.students ?? 0;
    shard.timeSpentMs += change.timeSpentMs ?? 0;
  };
  const write = (path: string, data: object) => {
    void writer.set(db.doc(path), data).then(() => {
      documents += 1;
      if (documents % 5000 === 0) onProgress?.(documents);
    });
  };
  for (let t = 0; t < size.teachers; t++) {
    const teacher = teacherOf(size, t);
    teacherIds.push(teacher._id);
    const shards = new Map(timeShardIds().map((shard) => [shard, 0]));
    for (let s = 0; s < size.studentsEach; s++) {
      const _id = `${teacher._id}-s${s}`;
      const minutes = (t * 31 + s * 17) % 240;
      const state = pick(states, t + s);
      const student: StoredStudent = { ...state, _id, firstName: pick(FIRST, s + t), lastName: pick(LAST, s * 5 + t), userName: `${teacher.userName}s${s}`, teacherId: teacher._id, classId: firstClassIdOf(teacher._id), timeSpent: minutes * 60_000 };
      write(`${COLLECTIONS.students}/${_id}`, student);
      write(`${COLLECTIONS.studentProgress}/${_id}`, progressOf(student, NO_ACTIVITY));
      const shard = timeShardOf(_id);
      shards.set(shard, (shards.get(shard) ?? 0) + student.timeSpent);
      timeSpentMs += student.timeSpent;
      count(_id, { timeSpentMs: student.timeSpent });
    }
    count(teacher._id, { teachers: 1, students: size.studentsEach });
    write(`${COLLECTIONS.teachers}/${teacher._id}`, teacher);
    write(`${COLLECTIONS.classes}/${firstClassIdOf(teacher._id)}`, firstClassOf(teacher._id));
    for (const [shard, ms] of shards) write(`${COLLECTIONS.classTime}/${timeShardDocId(teacher._id, shard)}`, { teacherId: teacher._id, timeSpentMs: ms });
    // Let the writer drain now and then, so the queue (and memory) stays a few thousand documents.
    if (t % 50 === 49) await writer.flush();
  }
  for (const [shard, totals] of programme) write(`${COLLECTIONS.programmeTotals}/${shard}`, totals);
  await writer.close();
  if (failure) throw failure;
  return { teachers: size.teachers, students: size.teachers * size.studentsEach, timeSpentMs, documents, seconds: (performance.now() - started) / 1000, teacherIds };
}
