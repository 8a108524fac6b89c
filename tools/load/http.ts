// The API as a browser calls it (through Hosting), each call timed into a Recorder.
import { idTokenFromCustomToken } from "../../testing/accounts";
import type { Recorder } from "./stats";

export interface Endpoints {
  projectId: string;
  /** http://host:port/api/v1 (Hosting, which rewrites /api/** to the function). */
  apiUrl: string;
  authEmulatorHost: string;
  firestoreEmulatorHost: string;
}

export interface Answer {
  status: number;
  body: unknown;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  form?: FormData;
  /** Statuses that count as success (default: 2xx). */
  okStatuses?: readonly number[];
}

const ANSWER_TIMEOUT_MS = 120_000;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorOf(body: unknown, status: number): string {
  if (typeof body === "object" && body !== null && "error" in body && typeof body.error === "string") return `${status} ${body.error}`;
  return `${status} ${String(body).slice(0, 120)}`;
}

/** Calls the API and records the call under `kind`; a failed call is recorded and thrown. */
export async function call(recorder: Recorder, kind: string, endpoints: Endpoints, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const started = performance.now();
  let answer: Answer;
  try {
    const response = await fetch(`${endpoints.apiUrl}${path}`, {
      method,
      headers,
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
    answer = { status: response.status, body: await readBody(response) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    recorder.record(kind, started, false, message);
    throw new Error(`${kind}: ${message}`, { cause: error });
  }
  const ok = options.okStatuses ? options.okStatuses.includes(answer.status) : answer.status >= 200 && answer.status < 300;
  recorder.record(kind, started, ok, ok ? undefined : errorOf(answer.body, answer.status));
  if (!ok) throw new Error(`${kind}: ${errorOf(answer.body, answer.status)}`);
  return answer;
}

/** Trades a login's custom token for an ID token (testing/accounts.ts), timed into the recorder. */
export async function idTokenOf(recorder: Recorder, endpoints: Endpoints, customToken: string): Promise<string> {
  const started = performance.now();
  try {
    const idToken = await idTokenFromCustomToken(endpoints.authEmulatorHost, customToken, AbortSignal.timeout(ANSWER_TIMEOUT_MS));
    recorder.record("token exchange (Auth)", started, true);
    return idToken;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    recorder.record("token exchange (Auth)", started, false, message);
    throw new Error(`token exchange: ${message}`, { cause: error });
  }
}
