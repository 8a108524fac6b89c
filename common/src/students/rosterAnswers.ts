// Checks for what a teacher's roster calls answer (GET, POST /student, POST /student/bulk):
// the web client reads these answers through them, never through a cast.
import { isApiSuccess, isRecord } from "../api";
import { classStudentSummarySchema } from "../classes/summary";
import type { AddStudentAnswer, BulkUploadAnswer, NewStudentAccount, RejectedRow, RosterAnswer, RosterRow } from "./answers";

const isText = (value: unknown): value is string => typeof value === "string";

function isRosterRow(value: unknown): value is RosterRow {
  if (!isRecord(value) || !isText(value._id)) return false;
  const password = value.password;
  return (password === undefined || password === null || isText(password)) && classStudentSummarySchema.safeParse(value).success;
}

function isNewStudentAccount(value: unknown): value is NewStudentAccount {
  return (
    isRecord(value) &&
    isText(value._id) &&
    isText(value.firstName) &&
    isText(value.lastName) &&
    isText(value.userName) &&
    isText(value.password)
  );
}

function isRejectedRow(value: unknown): value is RejectedRow {
  return isRecord(value) && typeof value.row === "number" && Number.isInteger(value.row) && isText(value.reason);
}

/** GET /student?user={teacherId}. */
export function isRosterAnswer(value: unknown): value is RosterAnswer {
  return isApiSuccess(value) && Array.isArray(value.data) && value.data.every(isRosterRow);
}

/** POST /student. */
export function isAddStudentAnswer(value: unknown): value is AddStudentAnswer {
  return isApiSuccess(value) && isText(value.message) && isNewStudentAccount(value.data);
}

/** POST /student/bulk. */
export function isBulkUploadAnswer(value: unknown): value is BulkUploadAnswer {
  return (
    isApiSuccess(value) &&
    isText(value.message) &&
    Array.isArray(value.added) &&
    value.added.every(isNewStudentAccount) &&
    Array.isArray(value.rejected) &&
    value.rejected.every(isRejectedRow)
  );
}
