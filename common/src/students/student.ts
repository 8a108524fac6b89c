// The student document as stored (students/{uid}) and as the API answers it.
import type { Student } from "@rink/game";
import { isRecord } from "../api";
import { isLanguage, type Language } from "../text/language";

/**
 * The engine's Student with its document id and its revision: how many times the server has
 * written the document. A client holding both a move's answer and the live snapshot keeps the
 * newer one (`isOlderStudent`), so a slow answer never hides a change made after it.
 */
export type StoredStudent = Student & {
  _id: string;
  /**
   * The class the student is in (classes/{classId}, docs/decisions.md#d98), written by the server
   * when the student is made; null for a student with no teacher (the engine's teacherId null).
   */
  classId: string | null;
  revision?: number;
  /**
   * Server time (ms) of the last report of time played the server accepted; absent before the
   * first. Only the server writes it: it bounds the next report by the time passed since
   * (functions/src/students/timeAllowance.ts).
   */
  timeReportedAt?: number;
  /**
   * The ids of the last requests of moves applied (at most RECENT_REQUESTS, oldest first): a
   * request sent again after its answer was lost is answered without being applied twice.
   * Only the server writes it.
   */
  recentRequests?: string[];
  /**
   * The language the student chose for their screens; absent until they choose one (or until a
   * device's choice is saved to the account at sign-in). Only the server writes it
   * (PUT /auth/user/language, docs/decisions.md#d81).
   */
  language?: Language;
  /**
   * The class's default language, copied here by the server from the teacher
   * (teachers/{uid}.classLanguage) when the teacher sets it and when the student is made, so the
   * student's own live document says it (docs/decisions.md#d81). Absent: the class has none.
   */
  classLanguage?: Language;
};

/** How many applied request ids a student document remembers. */
export const RECENT_REQUESTS = 20;

/** The revision of a stored student; 0 for a document the server has not rewritten since creating it. */
export const revisionOf = (student: StoredStudent): number => student.revision ?? 0;

/** `after` as the server's next write of a document that was `before`. */
export function nextRevision<T extends StoredStudent>(before: StoredStudent, after: T): T {
  return { ...after, revision: revisionOf(before) + 1 };
}

/** Whether `a` is an older write of the same document than `b`. */
export function isOlderStudent(a: StoredStudent, b: StoredStudent): boolean {
  return a._id === b._id && revisionOf(a) < revisionOf(b);
}

const isText = (value: unknown): value is string => typeof value === "string";
const isSlot = (value: unknown): value is string | null => value === null || typeof value === "string";
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const isLevel = (value: unknown): value is 1 | 2 | 3 => value === 1 || value === 2 || value === 3;

const isCheckAttempt = (value: unknown): boolean =>
  isRecord(value) &&
  (value.moment === "before" || value.moment === "after") &&
  isNumber(value.afterSeason) &&
  (value.form === "A" || value.form === "B") &&
  Array.isArray(value.answers) &&
  value.answers.every(isNumber);

const isMoneyCheck = (value: unknown): boolean =>
  isRecord(value) &&
  typeof value.on === "boolean" &&
  (value.current === null || isCheckAttempt(value.current)) &&
  Array.isArray(value.taken) &&
  value.taken.every(isCheckAttempt);

/**
 * Whether `data` has the shape of a stored student. Only the server writes these
 * documents, always through the engine, so this checks every top-level field's kind
 * (what a half-written or foreign document would break), not every nested number.
 */
function isStudent(data: unknown): data is Student {
  if (!isRecord(data)) return false;
  const { players, pagesVisited, tutorials, objectives, seasons, awards, season } = data;
  return (
    isText(data.firstName) &&
    isText(data.lastName) &&
    isText(data.userName) &&
    data.role === "student" &&
    (data.teacherId === null || isText(data.teacherId)) &&
    isLevel(data.level) &&
    isNumber(data.totalBudget) &&
    isNumber(data.savingsBudget) &&
    isNumber(data.rollOverBudget) &&
    Array.isArray(players) &&
    players.every(isRecord) &&
    [data.fOne, data.fTwo, data.fThree, data.dOne, data.dTwo, data.gOne].every(isSlot) &&
    isRecord(tutorials) &&
    Object.values(tutorials).every((done) => typeof done === "boolean") &&
    isRecord(objectives) &&
    Array.isArray(pagesVisited) &&
    pagesVisited.every(isText) &&
    isRecord(seasons) &&
    isRecord(awards) &&
    isNumber(data.timeSpent) &&
    typeof data.wonGame === "boolean" &&
    isRecord(season) &&
    Array.isArray(season.injuries) &&
    Array.isArray(data.debriefs) &&
    isNumber(season.rolloverUsed) &&
    Array.isArray(season.refusals) &&
    isMoneyCheck(data.moneyCheck) &&
    (data.cheerStyle === "fast" || data.cheerStyle === "steady") &&
    isNumber(data.rngSeed) &&
    isNumber(data.rngState) &&
    (data.revision === undefined || isNumber(data.revision)) &&
    (data.timeReportedAt === undefined || isNumber(data.timeReportedAt)) &&
    (data.recentRequests === undefined || (Array.isArray(data.recentRequests) && data.recentRequests.every(isText))) &&
    (data.language === undefined || isLanguage(data.language)) &&
    (data.classLanguage === undefined || isLanguage(data.classLanguage))
  );
}

/** Whether `data` is a stored student: the game document with its id and its class. */
export function isStoredStudent(data: unknown): data is StoredStudent {
  return isStudent(data) && "_id" in data && typeof data._id === "string" && "classId" in data && (data.classId === null || isText(data.classId));
}

/**
 * A stored student document read from Firestore; undefined when it is not one. Documents have
 * one shape, the current one: data saved by an older version is reseeded, never repaired on
 * read (`npm start` refuses it, common/src/dataShape.ts).
 */
export function readStoredStudent(data: unknown): StoredStudent | undefined {
  return isStoredStudent(data) ? data : undefined;
}
