/**
 * @rink/common: the contract between web and functions (docs/decisions.md#d9).
 * Every request body, path and query of /api/v1 as a zod schema, every answer's type,
 * the roles, the US states and the texts both sides show, each declared once.
 */
export * from "./api";
export * from "./ids";
export * from "./dataShape";
export * from "./text/names";
export * from "./text/language";
export * from "./text/languageSchemas";
export * from "./auth/roles";
export * from "./auth/usStates";
export * from "./auth/texts";
export * from "./auth/login";
export * from "./auth/loginAnswer";
export * from "./auth/loginThrottle";
export * from "./auth/registration";
export * from "./auth/passwordReset";
export * from "./auth/currentUser";
export * from "./teachers/teacher";
export * from "./teachers/classTime";
export * from "./classes/limits";
export * from "./classes/summary";
export * from "./classes/storedClass";
export * from "./progress/studentProgress";
export * from "./progress/learningProgress";
export * from "./students/student";
export * from "./students/names";
export * from "./students/csvRows";
export * from "./students/moveSchema";
export * from "./students/partialStudent";
export * from "./students/requests";
export * from "./students/answers";
export * from "./students/rosterAnswers";
export * from "./students/passwordReset";
export * from "./admin/queries";
export * from "./admin/answers";
export * from "./auth/sessions";
export * from "./admin/retention";
export * from "./admin/teacherSearch";
export * from "./admin/programmeTotals";
export * from "./students/classExport";
export * from "./jobs/jobState";
export * from "./jobs/uploadJob";
export * from "./jobs/deleteJob";
