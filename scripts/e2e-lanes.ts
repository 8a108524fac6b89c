// The names of the e2e lanes, Vitest's projects in e2e/vitest.config.ts: `npm test` runs the browser
// and side lanes side by side, then the files that must be alone (e2e/support/lanes.ts says which
// file goes where, and why).
export const PROJECTS = {
  /** The browser files and the API files that kill job workers. */
  browser: "browser lane",
  /** API and rules files, the launcher's restart and the browser files that wait most on the clock, beside the browser lane. */
  side: "side lane",
  /** After both lanes, one file at a time. */
  alone: "alone",
  /** The two files on the second stack (e2e/support/own-stack.ts), in the browser lane's process. */
  second: "second stack",
} as const;
