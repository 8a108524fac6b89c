// GET /api/v1/auth/user: who is signed in (docs/product.md#api-auth: "used after login and for role checks").
import { isApiSuccess, isRecord, type ApiSuccess } from "../api";
import { isRole } from "./roles";
import type { Language } from "../text/language";
import type { StoredStudent } from "../students/student";
import type { StoredTeacher } from "../teachers/teacher";

interface CurrentAdmin {
  _id: string;
  role: "admin";
  name: string;
  userName: string;
  /** The admin's own language for their screens (admins/{uid}.language); absent until chosen. */
  language?: Language;
}

/** The student's game document, the teacher's profile, or the admin's name. Never a password. */
export type CurrentUser = StoredStudent | StoredTeacher | CurrentAdmin;

export type CurrentUserAnswer = ApiSuccess<{ data: CurrentUser }>;

/** Enough of the current user to route them: an id and a known role. */
export function isCurrentUserAnswer(value: unknown): value is CurrentUserAnswer {
  return isApiSuccess(value) && isRecord(value.data) && typeof value.data._id === "string" && isRole(value.data.role);
}
