// The waits the product sets, as the test stacks shorten them. The functions read each only in
// the emulator (FUNCTIONS_EMULATOR), so a deployed function keeps production's value.

/**
 * The first login wait on the test stack (production: 30 s, FIRST_LOGIN_WAIT_MS in @rink/common).
 * Shorter so a test can see a wait end; long enough that 25 quick tries on a busy 2-core machine
 * all fall inside it. The functions read it only in the emulator (accounts/loginThrottle.ts).
 */
export const TEST_FIRST_LOGIN_WAIT_MS = 12_000;

/** The environment every test stack's functions start with. */
export const TEST_FUNCTIONS_ENV: Readonly<Record<string, string>> = {
  RINK_LOGIN_FIRST_WAIT_MS: String(TEST_FIRST_LOGIN_WAIT_MS),
};
