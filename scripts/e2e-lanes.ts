// Two e2e lanes (RINK_E2E_LANES=2; one by default: on two cores they made no run shorter, see
// docs/decisions.md#d60): Vitest runs two e2e files at a time,
// and each of its two worker slots has a stack of its own (the shared one, and the lane stack
// e2e/support/serve-stacks.ts starts beside it), so that no file sees the other lane's classes,
// counts, killed workers or job leases. The second stack's two files take a lock on it
// (e2e/support/own-stack.ts): one kills the Firestore the other walks.
import { STACK_ROLES, type StackRole } from "./stack/stack-info";

/** The env switch: "2" for two lanes; anything else keeps one (one file at a time, one shared stack). */
export const LANES_ENV = "RINK_E2E_LANES";

export function laneCount(env: NodeJS.ProcessEnv = process.env): 1 | 2 {
  return env[LANES_ENV] === "2" ? 2 : 1;
}

/** The stacks a run with this many lanes starts, in the order serve-stacks.ts starts them. */
export function stackRoles(lanes: 1 | 2): StackRole[] {
  return STACK_ROLES.filter((role) => lanes === 2 || role !== "lane");
}
