// The waits the product sets, as the test stacks shorten them. The functions read each only in
// the emulator (FUNCTIONS_EMULATOR), so a deployed function keeps production's value.

/**
 * The first login wait on the test stack (production: 30 s, FIRST_LOGIN_WAIT_MS in @rink/common).
 * Shorter so a test can see a wait end; long enough that 25 quick tries on a busy 2-core machine
 * all fall inside it. The functions read it only in the emulator (accounts/loginThrottle.ts).
 */
export const TEST_FIRST_LOGIN_WAIT_MS = 12_000;

/**
 * A job's lease on the test stack (production: 60 s, LEASE_MS in functions/src/jobs/lease.ts): how
 * long a killed worker's job waits before it is resumed. A live worker renews it every third of a
 * lease while it works, whatever a round takes (whileHolding in lease.ts), so only a beat late by
 * a whole lease on a loaded machine loses the job, and a lost job is still safe: taking it is a
 * transaction, and its rows have fixed ids, so the next worker neither doubles nor loses one.
 */
export const TEST_JOB_LEASE_MS = 6_000;

/**
 * How often the sweeper looks on the test stack (production: every minute, SWEEP_EVERY_MS in
 * functions/src/jobs/sweep.ts): a job nobody reads resumes within a lease and this.
 */
export const TEST_SWEEP_EVERY_MS = 5_000;

/** The environment every test stack's functions start with. */
export const TEST_FUNCTIONS_ENV: Readonly<Record<string, string>> = {
  RINK_LOGIN_FIRST_WAIT_MS: String(TEST_FIRST_LOGIN_WAIT_MS),
  RINK_JOB_LEASE_MS: String(TEST_JOB_LEASE_MS),
  RINK_SWEEP_EVERY_MS: String(TEST_SWEEP_EVERY_MS),
};
