// Collection names of docs/architecture.md#the-data, in one place.
export const COLLECTIONS = {
  teachers: "teachers",
  /** A class of its own, its students pointing at it (accounts/classDocs.ts, docs/decisions.md#d98). */
  classes: "classes",
  students: "students",
  credentials: "credentials",
  usernames: "usernames",
  admins: "admins",
  studentProgress: "studentProgress",
  /** Login throttling (accounts/loginThrottle.ts): failed logins per typed identifier, and per client address. */
  loginThrottles: "loginThrottles",
  loginAddresses: "loginAddresses",
  /** One per login (a device's session): docs/decisions.md#d31. */
  sessions: "sessions",
  /** One per (teacher, studentKey): a student is made at most once per class (students/nameClaims.ts). */
  studentNames: "studentNames",
  /** Long work (a class-list upload) run by a trigger: jobs/uploadJob.ts. */
  jobs: "jobs",
  /** Each class's time played, in ten counters a class (accounts/classTime.ts). */
  classTime: "classTime",
  /** The programme's totals, in counters (accounts/programmeTotals.ts, docs/decisions.md#d82). */
  programmeTotals: "programmeTotals",
} as const;
