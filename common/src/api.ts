// The envelope every /api/v1 answer comes in (docs/decisions.md#d5), and the checks
// a client runs on what arrives: an answer read from the network is checked, never cast.

/** A failed call: the words to show, and for refused game moves the engine's code and hint. */
export interface ApiFailure {
  success: false;
  error: string;
  code?: string;
  hint?: string;
}

/** A successful call: `{ success: true }` plus the endpoint's own fields. */
export type ApiSuccess<Fields extends object = object> = { success: true } & Fields;

/** The answers that carry only a text to show (reset e-mail sent, password changed, student added...). */
export type MessageAnswer = ApiSuccess<{ message: string }>;

/** A JSON object (not null, not an array): the shape every answer and document starts from. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `{ success: true, ... }`: a call that went through and needs no more than that (logout, register). */
export function isApiSuccess(value: unknown): value is ApiSuccess<Record<string, unknown>> {
  return isRecord(value) && value.success === true;
}

/** The failure envelope, read field by field; undefined when the payload is not one. */
export function apiFailureOf(value: unknown): ApiFailure | undefined {
  if (!isRecord(value) || value.success !== false || typeof value.error !== "string") return undefined;
  const { error, code, hint } = value;
  return { success: false, error, ...(typeof code === "string" ? { code } : {}), ...(typeof hint === "string" ? { hint } : {}) };
}

export function isMessageAnswer(value: unknown): value is MessageAnswer {
  return isApiSuccess(value) && typeof value.message === "string";
}
