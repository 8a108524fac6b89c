// The Firebase Auth REST API, for what the Admin SDK cannot do: check a
// password, and have Firebase send (and later apply) a password-reset code.
// In the emulators FIREBASE_AUTH_EMULATOR_HOST points it at the Auth emulator.
import { HttpError } from "../http/errors";

function baseUrl(): string {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  return emulator ? `http://${emulator}/identitytoolkit.googleapis.com/v1` : "https://identitytoolkit.googleapis.com/v1";
}

/** The web API key of the project (any string in the emulators). */
function apiKey(): string {
  return process.env.WEB_API_KEY ?? (process.env.FIREBASE_AUTH_EMULATOR_HOST ? "demo-api-key" : "");
}

export interface AuthRestError {
  ok: false;
  code: string;
}

async function call<T>(method: string, body: Record<string, unknown>): Promise<{ ok: true; data: T } | AuthRestError> {
  const key = apiKey();
  if (!key) throw new HttpError(500, "The server is missing its WEB_API_KEY setting.");
  const response = await fetch(`${baseUrl()}/${method}?key=${encodeURIComponent(key)}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const data = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
  if (!response.ok) return { ok: false, code: String(data.error?.message ?? response.status) };
  return { ok: true, data: data as T };
}

/** True when `password` is the account's password. */
export async function passwordMatches(email: string, password: string): Promise<boolean> {
  const result = await call<{ localId: string }>("accounts:signInWithPassword", { email, password, returnSecureToken: false });
  return result.ok;
}

/** Asks Firebase Auth to e-mail a reset code whose link opens `continueUrl`. */
export async function sendPasswordResetEmail(email: string, continueUrl: string) {
  return call("accounts:sendOobCode", { requestType: "PASSWORD_RESET", email, continueUrl });
}

/** Applies a reset code from that e-mail; answers the account's e-mail when it worked. */
export async function resetPasswordWithCode(oobCode: string, newPassword: string) {
  return call<{ email: string }>("accounts:resetPassword", { oobCode, newPassword });
}

/** Reads a reset code without using it up: the account's e-mail and the code's kind. */
export async function verifyPasswordResetCode(oobCode: string) {
  return call<{ email?: string; requestType?: string }>("accounts:resetPassword", { oobCode });
}
