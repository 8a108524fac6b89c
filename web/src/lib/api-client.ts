// The one API client (STYLE.md, bulletproof-react): the ID token on every call,
// JSON in and out, the 30 s timeout and the error wording of docs/product.md#api-errors. Every answer is
// checked with its endpoint's guard from @rink/common before anyone reads it, never cast.
import { apiFailureOf, SESSION_ENDED } from '@rink/common';

/** docs/product.md#constants: request timeout 30000 ms. */
export const REQUEST_TIMEOUT_MS = 30_000;
// These texts travel in ApiError.message, in English like the server's own: the screens show them
// through serverText() (web/src/i18n/server-text.ts), which knows them as server.timeout,
// server.unreadableAnswer and server.answeredStatus (web/src/i18n/server/messages.ts).
export const TIMEOUT_MESSAGE = 'Unable to connect with server. Please try again later.';

/** What the client says when an answer is not the shape its endpoint promises. */
export const UNREADABLE_ANSWER_MESSAGE = 'The server sent an answer this app cannot read. Please try again later.';

/** An API answer that was not a success: the server's words, its status and any engine details. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly hint?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface RequestOptions {
  body?: unknown;
  /** Multipart uploads (CSV) pass FormData; the browser sets its content type. */
  form?: FormData;
  /** Skip the Authorization header (login, registration, reset). */
  anonymous?: boolean;
  /** Let the request outlive the page (time-spent save on tab close). */
  keepalive?: boolean;
  /** Longer than the spec's 30 s for a call known to take long (a whole school's CSV upload). */
  timeoutMs?: number;
  /** The call ends the session itself (logout): its refusal for an ended session is no news to report. */
  endsSession?: boolean;
}

/**
 * The signed-in user's ID token, if any. Firebase Auth is imported on the first call that
 * needs it (not with this module), so anonymous calls and public pages never load it.
 */
async function currentIdToken(): Promise<string | undefined> {
  const { auth } = await import('@/lib/firebase');
  return auth.currentUser ? auth.currentUser.getIdToken() : undefined;
}

/** The check an endpoint's answer must pass, e.g. isLoginAnswer from @rink/common. */
type AnswerGuard<T> = (payload: unknown) => payload is T;

export async function apiRequest<T>(method: string, path: string, isAnswer: AnswerGuard<T>, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const idToken = options.anonymous ? undefined : await currentIdToken();
  if (idToken) headers.authorization = `Bearer ${idToken}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      method,
      headers,
      credentials: 'include',
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
      keepalive: options.keepalive,
    });
  } catch (error) {
    if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new ApiError(TIMEOUT_MESSAGE, 0);
    }
    // docs/product.md#api-errors: a network error shows its own message.
    throw new ApiError(error instanceof Error ? error.message : String(error), 0);
  }

  const payload: unknown = await response.json().catch(() => undefined);
  const failure = apiFailureOf(payload);
  if (idToken && !options.endsSession) noteSessionEnded(response.status, failure?.error);
  if (!response.ok || failure) {
    throw new ApiError(failure?.error ?? `The server answered ${response.status}.`, response.status, failure?.code, failure?.hint);
  }
  if (!isAnswer(payload)) {
    console.error(`Unexpected answer from ${method} ${path}`, payload);
    throw new ApiError(UNREADABLE_ANSWER_MESSAGE, response.status);
  }
  return payload;
}

const sessionEndedListeners = new Set<() => void>();

/**
 * The API answers 401 SESSION_ENDED when this device's session is over (logged out elsewhere with
 * "Sign Out Everywhere", a new password, the session's age): `listener` hears it, to leave for the
 * login page (lib/session/useLeaveEndedSession.ts). One report is enough; more while leaving change nothing.
 */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

/** A signed-in call refused because this device's session is over: the app leaves for the login page. */
function noteSessionEnded(status: number, error: string | undefined): void {
  if (status === 401 && error === SESSION_ENDED) for (const listener of sessionEndedListeners) listener();
}

/**
 * Fire-and-forget for a page that is closing (pagehide): starts the request
 * synchronously with a token the caller already holds (no await is possible
 * then) and lets it outlive the page with keepalive. Failures are logged only.
 */
export function apiRequestNow(method: string, path: string, body: unknown, idToken: string): void {
  try {
    fetch(`/api/v1${path}`, {
      method,
      headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
      credentials: 'include',
      body: JSON.stringify(body),
      keepalive: true,
    }).catch((error: unknown) => console.error('Unexpected error saving time spent', error));
  } catch (error) {
    console.error('Unexpected error saving time spent', error);
  }
}

/** A file the API answers (the teachers CSV): its bytes and the name the server gives it. */
export interface ApiFile {
  blob: Blob;
  fileName: string | null;
}

/**
 * GET a file with the same token, timeout and error wording as apiRequest. A plain link
 * cannot carry the Authorization header, so the page fetches the file and saves it itself.
 */
export async function apiDownload(path: string): Promise<ApiFile> {
  const idToken = await currentIdToken();
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      headers: idToken ? { authorization: `Bearer ${idToken}` } : {},
      credentials: 'include',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) throw new ApiError(TIMEOUT_MESSAGE, 0);
    throw new ApiError(error instanceof Error ? error.message : String(error), 0);
  }
  if (!response.ok) {
    const failure = apiFailureOf(await response.json().catch(() => undefined));
    if (idToken) noteSessionEnded(response.status, failure?.error);
    throw new ApiError(failure?.error ?? `The server answered ${response.status}.`, response.status);
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}
