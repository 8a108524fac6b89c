// What a test knows about a stack: plain data, so it crosses from the process that started the
// stack (e2e/support/serve-stacks.ts, or Vitest's global setup) to the test workers.
import type { Stack } from "./types";

export type StackInfo = Pick<Stack, "projectId" | "hostingUrl" | "apiUrl" | "functionsUrl" | "authEmulatorHost" | "firestoreEmulatorHost" | "firestoreMode" | "readyInMs">;

/** The environment variable through which `npm test` hands the e2e run the stack it started. */
export const SHARED_STACK_ENV = "RINK_TEST_STACK";

export function infoOf(stack: Stack): StackInfo {
  const { projectId, hostingUrl, apiUrl, functionsUrl, authEmulatorHost, firestoreEmulatorHost, firestoreMode, readyInMs } = stack;
  return { projectId, hostingUrl, apiUrl, functionsUrl, authEmulatorHost, firestoreEmulatorHost, firestoreMode, readyInMs };
}

/** The stacks e2e/support/serve-stacks.ts starts, in this order: the shared one (both lanes', e2e/support/lanes.ts), the second stack. */
export const STACK_ROLES = ["shared", "second"] as const;
export type StackRole = (typeof STACK_ROLES)[number];

/** How e2e/support/serve-stacks.ts says a stack is up: this, its role (a StackRole) and its JSON, on one line. */
export const STACK_READY_PREFIX = "READY ";

/**
 * How it says a stack after the shared one could not start: this, its role and the reason, on one
 * line. The shared stack stays up for the files that need no other: one stack's failed start on a
 * slow machine fails that stack's files, not the whole run.
 */
export const STACK_FAILED_PREFIX = "FAILED ";

/**
 * The environment variable through which `npm test` hands over its second stack, the one shared by
 * the files that harm a stack or read all it holds (e2e/support/own-stack.ts): a SecondStack JSON.
 */
export const SECOND_STACK_ENV = "RINK_TEST_SECOND_STACK";

export interface SecondStackInfo {
  info: StackInfo;
  /** Where the process holding it takes faults to make (e2e/support/firestore-fault.ts). */
  controlUrl: string;
}
