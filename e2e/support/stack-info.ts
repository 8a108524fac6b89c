import { inject } from "vitest";
import type { Stack } from "../../scripts/stack/stack";

/** What the tests know about the stack the run started (plain data: it crosses to the test workers). */
export type StackInfo = Pick<Stack, "projectId" | "hostingUrl" | "apiUrl" | "functionsUrl" | "authEmulatorHost" | "firestoreEmulatorHost" | "firestoreMode" | "readyInMs">;

declare module "vitest" {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

/** The stack the run started, or the file's own one (support/own-stack.ts) once it has started. */
let ownStack: StackInfo | undefined;

export function useOwnStack(info: StackInfo): void {
  ownStack = info;
}

export function stackInfo(): StackInfo {
  return ownStack ?? inject("stack");
}

export function infoOf(stack: Stack): StackInfo {
  const { projectId, hostingUrl, apiUrl, functionsUrl, authEmulatorHost, firestoreEmulatorHost, firestoreMode, readyInMs } = stack;
  return { projectId, hostingUrl, apiUrl, functionsUrl, authEmulatorHost, firestoreEmulatorHost, firestoreMode, readyInMs };
}

export function hostAndPort(address: string): { host: string; port: number } {
  const [host, port] = address.split(":");
  return { host: host ?? "127.0.0.1", port: Number(port) };
}
