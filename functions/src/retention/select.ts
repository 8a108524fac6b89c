// Which records retention removes (docs/decisions.md#d39): pure, so the rule is
// tested on its own and the job (run.ts) only finds the dates and deletes what this picks.
//
// A student goes after `studentDays` without play: their last activity is the server time of
// their last request (studentProgress.lastActiveAt, written on every move and time report),
// or, never having played, when their account was made. A teacher, with their class, goes
// after `teacherDays` without a login: the server time of their last login
// (teachers.lastLoginAt, written at sign-in), else what Auth recorded (its last sign-in,
// else the account's creation). A record whose date is unknown is kept.

/** Days without play (students) and without a login (teachers) before records go. */
export interface RetentionSettings {
  studentDays: number;
  teacherDays: number;
}

/** One school year for a student; two for a teacher, so a teacher returning after a year off finds their class's accounts. */
export const DEFAULT_RETENTION: RetentionSettings = { studentDays: 365, teacherDays: 730 };

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The environment variables a deployment sets to change the periods (functions/.env). */
const RETENTION_ENV = { studentDays: "RETENTION_STUDENT_DAYS", teacherDays: "RETENTION_TEACHER_DAYS" } as const;

/**
 * The periods a deployment set, else the defaults. A value that is not a whole number of
 * days of at least 1 throws: a typo must stop the job, not delete everyone.
 */
export function retentionSettings(env: Readonly<Record<string, string | undefined>>): RetentionSettings {
  const days = (name: string, fallback: number): number => {
    const text = env[name]?.trim();
    if (text === undefined || text === "") return fallback;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of days, at least 1 (it is "${text}")`);
    return value;
  };
  return { studentDays: days(RETENTION_ENV.studentDays, DEFAULT_RETENTION.studentDays), teacherDays: days(RETENTION_ENV.teacherDays, DEFAULT_RETENTION.teacherDays) };
}

/** The newest date (ms) that is `days` old at `now`: anything at or before it has waited the whole period. */
export const cutoffOf = (now: number, days: number): number => now - days * DAY_MS;

/** Whether a record last active at `lastAt` has been idle the whole period at `now` (exactly the period counts). */
const isExpired = (lastAt: number | undefined, now: number, days: number): boolean => lastAt !== undefined && lastAt <= cutoffOf(now, days);

/** What the job knows of a student's activity. */
export interface StudentActivityDates {
  id: string;
  /** Server time of the student's last request; null when they never played. */
  lastActiveAt: number | null;
  /** When the account was made (Auth); undefined when unknown. */
  createdAt?: number;
}

/** A student's last activity: their last request, else (never played) the account's creation. */
export const studentLastActivity = (student: StudentActivityDates): number | undefined => student.lastActiveAt ?? student.createdAt;

/** What the job knows of a teacher's logins. */
export interface TeacherLoginDates {
  id: string;
  /** Server time of the last login through the API (teachers/{uid}.lastLoginAt). */
  lastLoginAt?: number;
  /** Auth's record of the last sign-in, for a teacher who has not logged in since lastLoginAt was written. */
  lastSignInAt?: number;
  createdAt?: number;
}

/** A teacher's last login: the one the API recorded, else Auth's, else the account's creation. */
export const teacherLastLogin = (teacher: TeacherLoginDates): number | undefined => teacher.lastLoginAt ?? teacher.lastSignInAt ?? teacher.createdAt;

export const expiredStudents = <T extends StudentActivityDates>(now: number, settings: RetentionSettings, students: readonly T[]): T[] =>
  students.filter((student) => isExpired(studentLastActivity(student), now, settings.studentDays));

export const expiredTeachers = <T extends TeacherLoginDates>(now: number, settings: RetentionSettings, teachers: readonly T[]): T[] =>
  teachers.filter((teacher) => isExpired(teacherLastLogin(teacher), now, settings.teacherDays));
