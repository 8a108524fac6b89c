// Calls the API through Hosting, as the browser does.
import { idTokenFromCustomToken as tradeCustomToken } from "../../testing/accounts";
import { stackInfo } from "./stack-info";

const stack = stackInfo();

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export async function api<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; rawBody?: BodyInit } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${stack.apiUrl}${path}`, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a CSV download, say): keep the text.
  }
  return { status: response.status, body: body as T };
}

/** Trades a custom token (what the login calls answer) for an ID token, as signInWithCustomToken does. */
export function idTokenFromCustomToken(customToken: string): Promise<string> {
  return tradeCustomToken(stack.authEmulatorHost, customToken);
}

/**
 * An ID token for a fixture account, as a login would give (fixture set-up, not a login test):
 * the password is checked straight at the Auth emulator, then a session is started and its
 * custom token traded, because the API refuses a token that names no session of its login.
 */
export async function idTokenFromPassword(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${stack.authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password, returnSecureToken: true }) },
  );
  const body = (await response.json()) as { idToken?: string; localId?: string; error?: { message: string } };
  if (!body.idToken || !body.localId) throw new Error(`signInWithPassword failed: ${body.error?.message}`);
  const { customTokenWithSession } = await import("./server-sdk");
  return idTokenFromCustomToken(await customTokenWithSession(body.localId));
}
