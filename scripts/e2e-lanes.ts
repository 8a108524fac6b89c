// The names of the e2e lanes, Vitest's projects in e2e/vitest.config.ts: `npm test` runs the browser
// and side lanes side by side on the shared stack, and beside them the files that must be alone on
// their stack, then the second stack's own two, on the second stack (e2e/support/lanes.ts says
// which file goes where, and why).
export const PROJECTS = {
  /** The browser files and the API files that kill job workers. */
  browser: "browser lane",
  /** API and rules files, the launcher's restart and the browser files that wait most on the clock, beside the browser lane. */
  side: "side lane",
  /** Alone on their stack: on the second stack, beside the other lanes, one file at a time. */
  alone: "alone",
  /** The two files made for the second stack (e2e/support/own-stack.ts), after the alone files. */
  second: "second stack",
} as const;
