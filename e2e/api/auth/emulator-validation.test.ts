// The Auth emulator compiles its request validators on first use (scripts/stack/auth-validators-on-use.mjs),
// not all at its start: it must still refuse what Identity Toolkit's schema forbids, and take what it allows.
import { describe, expect, it } from "vitest";
import { stackInfo } from "../../support/stack-info";

async function signIn(body: Record<string, unknown>): Promise<{ status: number; message: string }> {
  const { authEmulatorHost } = stackInfo();
  const response = await fetch(`http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { error?: { message?: string } };
  return { status: response.status, message: answer.error?.message ?? "" };
}

describe("the Auth emulator's request schema", () => {
  const account = { email: "nobody-here@example.com", password: "not-a-real-password-1" };

  it("refuses a field of the wrong type, naming it", async () => {
    expect(await signIn({ ...account, returnSecureToken: "yes please" })).toEqual({ status: 400, message: "Invalid JSON payload received. /returnSecureToken must be boolean" });
  });

  it("takes a request of the right shape to the sign-in itself (an unknown e-mail, then)", async () => {
    expect(await signIn({ ...account, returnSecureToken: true })).toEqual({ status: 400, message: "EMAIL_NOT_FOUND" });
  });
});
