// The waits the product sets (a login's first wait, a job's lease, the sweeper's period) are
// long for people and short for nothing; a test stack would sit through them. Only the local
// emulator's tests may shorten one, through its own environment variable (the test stacks set
// them in e2e/support/test-waits.ts); a deployed function never reads them.

/** `productionMs`, or the emulator's shorter value from `envVar` when it is set to a positive number. */
export function waitMs(productionMs: number, envVar: string): number {
  const forTests = Number(process.env[envVar]);
  return process.env.FUNCTIONS_EMULATOR === "true" && forTests > 0 ? forTests : productionMs;
}
