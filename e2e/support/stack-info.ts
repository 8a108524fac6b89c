import { inject } from "vitest";
import type { StackInfo } from "../../scripts/stack/stack-info";

export { infoOf, type StackInfo } from "../../scripts/stack/stack-info";

declare module "vitest" {
  export interface ProvidedContext {
    stack: StackInfo;
    /** The second lane's stack (scripts/e2e-lanes.ts), when the run has two lanes. */
    laneStack?: StackInfo;
  }
}

/** The file's own stack (support/own-stack.ts), once it has started. */
let ownStack: StackInfo | undefined;

export function useOwnStack(info: StackInfo): void {
  ownStack = info;
}

/**
 * This file's stack: its own one once it has started, else its lane's. Vitest numbers its worker
 * slots 1 and 2 (VITEST_POOL_ID): slot 2 is the second lane.
 */
export function stackInfo(): StackInfo {
  const laneStack = process.env.VITEST_POOL_ID === "2" ? inject("laneStack") : undefined;
  return ownStack ?? laneStack ?? inject("stack");
}

export function hostAndPort(address: string): { host: string; port: number } {
  const [host, port] = address.split(":");
  return { host: host ?? "127.0.0.1", port: Number(port) };
}
