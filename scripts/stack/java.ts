// Chooses how Firestore runs (docs/decisions.md#d6): firebase-tools runs
// its own Firestore emulator only on Java 21+, while the Google Cloud CLI
// component's jar runs on Java 17.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const JAR_CANDIDATES = [
  "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar",
  "/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar",
  "/opt/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar",
  path.join(os.homedir(), "google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar"),
];

export function javaMajorVersion(): number | undefined {
  const result = spawnSync(process.env.JAVA ?? "java", ["-version"], { encoding: "utf8" });
  if (result.error || result.status !== 0) return undefined;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(result.stderr ?? "");
  if (!match) return undefined;
  // Java 8 and older report "1.8"; the major version is then the second number.
  return match[1] === "1" ? Number(match[2]) : Number(match[1]);
}

export function findFirestoreJar(): string | undefined {
  const candidates = [process.env.FIRESTORE_EMULATOR_JAR, ...JAR_CANDIDATES].filter((candidate): candidate is string => Boolean(candidate));
  return candidates.find((candidate) => existsSync(candidate));
}

export type FirestoreMode = { mode: "firebase-tools"; java: number } | { mode: "jar"; java: number; jar: string };

/** Throws one line saying what to install when neither mode can run. */
export function chooseFirestoreMode({ forceJar = false }: { forceJar?: boolean } = {}): FirestoreMode {
  const java = javaMajorVersion();
  if (java === undefined) {
    throw new Error("Java was not found: install Java 21 (or Java 17 with the google-cloud-cli-firestore-emulator package) to run the Firestore emulator.");
  }
  if (java >= 21 && !forceJar) return { mode: "firebase-tools", java };
  const jar = findFirestoreJar();
  if (jar) return { mode: "jar", java, jar };
  throw new Error(`Java ${java} is too old for firebase-tools' Firestore emulator and no Cloud Firestore emulator jar was found: install Java 21, or 'apt-get install google-cloud-cli-firestore-emulator' (or set FIRESTORE_EMULATOR_JAR).`);
}
