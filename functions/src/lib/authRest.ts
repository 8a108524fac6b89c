// The Firebase Auth REST API, for what the Admin SDK cannot do: check a
// password, and have Firebase send (and later apply) a password-reset code.
// In the emulators FIREBASE_AUTH_EMULATOR_HOST points it at the Auth emulator.
import { z, type ZodType } from "zod";
import { HttpError } from "./httpError";

function baseUrl(): string {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  return emulator ? `http://${emulator}/identitytoolkit.googleapis.com/v1` : "https://identitytoolkit.googleapis.com/v1";
}

/** The web API key of the project (any string in the emulators). */
function apiKey(): string {
  return process.env.WEB_API_KEY ?? (process.env.FIREBASE_AUTH_EMULATOR_HOST ? "demo-api-key" : "");
}

interface AuthRestError {
  ok: false;
  code: string;
}

const failureSchema = z.object({ error: z.object({ message: z.string().optional() }).optional() });

async function call<T>(method: string, body: Record<string, unknown>, answer: ZodType<T>): Promise<{ ok: true; data: T } | AuthRestError> {
  const key = apiKey();
  if (!key) throw new HttpError(500, "The server is missing its WEB_API_KEY setting.");
  const response = await fetch(`${baseUrl()}/${method}?key=${encodeURIComponent(key)}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const data: unknown = await response.json().catch(() => ({}));
  if (!response.ok) return { ok: false, code: failureSchema.safeParse(data).data?.error?.message ?? String(response.status) };
  const parsed = answer.safeParse(data);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, code: "UNEXPECTED_ANSWER" };
}

/** True when `password` is the account's password. */
export async function passwordMatches(email: string, password: string): Promise<boolean> {
  const result = await call("accounts:signInWithPassword", { email, password, returnSecureToken: false }, z.object({ localId: z.string() }));
  return result.ok;
}

/** Asks Firebase Auth to e-mail a reset code whose link opens `continueUrl`. */
export async function sendPasswordResetEmail(email: string, continueUrl: string) {
  return call("accounts:sendOobCode", { requestType: "PASSWORD_RESET", email, continueUrl }, z.object({}));
}

/** Applies a reset code from that e-mail; answers the account's e-mail when it worked. */
export async function resetPasswordWithCode(oobCode: string, newPassword: string) {
  return call("accounts:resetPassword", { oobCode, newPassword }, z.object({ email: z.string() }));
}

/** Reads a reset code without using it up: the account's e-mail and the code's kind. */
export async function verifyPasswordResetCode(oobCode: string) {
  return call("accounts:resetPassword", { oobCode }, z.object({ email: z.string().optional(), requestType: z.string().optional() }));
}
