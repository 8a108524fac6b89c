// Reads what the Auth emulator "sent": password reset codes (no mail server runs).
import { stackInfo } from "./stack-info";

export interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** The newest password-reset code the Auth emulator holds for `email`, waiting up to `timeoutMs`. */
export async function resetCodeFor(email: string, timeoutMs = 10_000): Promise<OobCode> {
  const { authEmulatorHost, projectId } = stackInfo();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`http://${authEmulatorHost}/emulator/v1/projects/${projectId}/oobCodes`);
    const body = (await response.json()) as { oobCodes?: OobCode[] };
    const codes = (body.oobCodes ?? []).filter(
      (code) => code.email.toLowerCase() === email.toLowerCase() && code.requestType === "PASSWORD_RESET",
    );
    const newest = codes.at(-1);
    if (newest) return newest;
    if (Date.now() > deadline) throw new Error(`No password reset code for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
