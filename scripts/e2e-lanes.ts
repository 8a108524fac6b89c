// The names of the e2e lanes, Vitest's projects in e2e/vitest.config.ts: `npm test` runs two lanes
// side by side to the end: the browser lane, and the side lane, whose files are followed by the
// files that must be alone on their stack and the second stack's own, on the second stack
// (e2e/support/lanes.ts says which file goes where, and why).
export const PROJECTS = {
  /** The browser files and the API files that kill job workers, on the shared stack. */
  browser: "browser lane",
  /** API and rules files, the launcher's restart, the browser files that wait most on the clock and a few more, beside the browser lane. */
  side: "side lane",
  /** Alone on their stack: the second stack, after the side lane's files, one file at a time. */
  alone: "alone",
  /** The two files made for the second stack (e2e/support/own-stack.ts), after the alone files. */
  second: "second stack",
} as const;
