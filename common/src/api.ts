// The envelope every /api/v1 answer comes in (ARCHITECTURE.md, decision 4).

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
