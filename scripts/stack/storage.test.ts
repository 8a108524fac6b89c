// Whether a local stack runs the Storage emulator, and what its client is told: the Java-21 path
// cannot run on these machines (Java 17), so its decisions are checked here as pure functions.
// (The client's side, that emulators.storage means the Storage root, is web/src/config's test.)
import { describe, expect, it } from "vitest";
import { DEFAULT_PORTS } from "./defaults";
import { runtimeConfig } from "./hosting";
import { chooseStorageEmulator, emulatorBucket, chooseStoragePort } from "./storage";

const ports = { ...DEFAULT_PORTS, storage: 9300 };

describe("choosing the Storage emulator", () => {
  it("runs it where firebase-tools runs Firestore (Java 21 or newer)", () => {
    expect(chooseStorageEmulator({ mode: "firebase-tools", java: 21 })).toEqual({ run: true });
    expect(chooseStorageEmulator({ mode: "firebase-tools", java: 25 }, undefined)).toEqual({ run: true });
  });

  it("leaves it off on Java 17 (the Cloud CLI's Firestore jar), saying why", () => {
    const choice = chooseStorageEmulator({ mode: "jar", java: 17, jar: "/usr/lib/google-cloud-sdk/cloud-firestore-emulator.jar" });
    expect(choice.run).toBe(false);
    expect(choice.run ? "" : choice.why).toContain("Java 17");
  });

  it("leaves it off on Java 21 when RINK_STORAGE_EMULATOR=off", () => {
    expect(chooseStorageEmulator({ mode: "firebase-tools", java: 21 }, "off")).toEqual({ run: false, why: "RINK_STORAGE_EMULATOR=off" });
  });
});

describe("the runtime config a stack writes", () => {
  it("names the Storage emulator and its bucket when it runs, so the client reads media from Storage", () => {
    const config = runtimeConfig({ projectId: "demo-rink-money", host: "127.0.0.1", ports, storage: true });
    expect(config.emulators.storage).toEqual({ host: "127.0.0.1", port: 9300 });
    expect(config.storageBucket).toBe(emulatorBucket("demo-rink-money"));
    expect(config.storageBucket).toBe("demo-rink-money.firebasestorage.app");
  });

  it("names no Storage without the emulator, so the client reads the folder Hosting serves", () => {
    const config = runtimeConfig({ projectId: "demo-rink-money", host: "127.0.0.1", ports });
    expect(config.emulators.storage).toBeUndefined();
    expect(config.storageBucket).toBeUndefined();
    expect("storage" in config.emulators).toBe(false);
  });
});

describe("the Storage emulator's port", () => {
  it("is 9199 for npm start, and the one a caller names", async () => {
    expect(await chooseStoragePort(undefined, 9199, "127.0.0.1")).toBe(9199);
    expect(await chooseStoragePort({}, 9199, "127.0.0.1")).toBe(9199);
    expect(await chooseStoragePort({ hosting: 5100, storage: 9300 }, 9199, "127.0.0.1")).toBe(9300);
  });

  it("is a free one when the caller picks its other ports but not this one (stacks side by side)", async () => {
    const port = await chooseStoragePort({ hosting: 5100, auth: 5101 }, 9199, "127.0.0.1");
    expect(port).not.toBe(9199);
    expect(port).toBeGreaterThan(0);
  });
});
