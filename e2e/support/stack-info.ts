import { inject } from "vitest";
import type { StackInfo } from "../../scripts/stack/stack-info";

export { infoOf, type StackInfo } from "../../scripts/stack/stack-info";

declare module "vitest" {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

/** The file's own stack (support/own-stack.ts), once it has started. */
let ownStack: StackInfo | undefined;

export function useOwnStack(info: StackInfo): void {
  ownStack = info;
}

/** This file's stack: its own one once it has started, else the shared one. */
export function stackInfo(): StackInfo {
  return ownStack ?? inject("stack");
}

export function hostAndPort(address: string): { host: string; port: number } {
  const [host, port] = address.split(":");
  return { host: host ?? "127.0.0.1", port: Number(port) };
}
