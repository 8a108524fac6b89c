import { inject } from "vitest";

/** What the tests know about the stack the run started. */
export interface StackInfo {
  projectId: string;
  hostingUrl: string;
  apiUrl: string;
  authEmulatorHost: string;
  firestoreEmulatorHost: string;
  firestoreMode: "jar" | "firebase-tools";
  readyInMs: number;
}

declare module "vitest" {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

export function stackInfo(): StackInfo {
  return inject("stack");
}

export function hostAndPort(address: string): { host: string; port: number } {
  const [host, port] = address.split(":");
  return { host: host ?? "127.0.0.1", port: Number(port) };
}
