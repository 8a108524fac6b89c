// What a test knows about a stack: plain data, so it crosses from the process that started the
// stack (e2e/support/serve-stack.ts, or Vitest's global setup) to the test workers.
import type { Stack } from "./types";

export type StackInfo = Pick<Stack, "projectId" | "hostingUrl" | "apiUrl" | "functionsUrl" | "authEmulatorHost" | "firestoreEmulatorHost" | "firestoreMode" | "readyInMs">;

/** The environment variable through which `npm test` hands the e2e run the stack it started. */
export const SHARED_STACK_ENV = "RINK_TEST_STACK";

export function infoOf(stack: Stack): StackInfo {
  const { projectId, hostingUrl, apiUrl, functionsUrl, authEmulatorHost, firestoreEmulatorHost, firestoreMode, readyInMs } = stack;
  return { projectId, hostingUrl, apiUrl, functionsUrl, authEmulatorHost, firestoreEmulatorHost, firestoreMode, readyInMs };
}

/** How e2e/support/serve-stack.ts says its stack is up: this, then the StackInfo JSON, on one line. */
export const STACK_READY_PREFIX = "READY ";
