// firestore.rules against the real Firestore emulator. A project id of its own
// keeps these tests' data apart from the stack's.
import { readFileSync } from "node:fs";
import path from "node:path";
import { assertFails, initializeTestEnvironment, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { doc, getDoc, setDoc } from "firebase/firestore";
import { afterAll, beforeAll, describe, it } from "vitest";
import { hostAndPort, stackInfo } from "../support/stack-info";

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: "demo-rink-rules",
    firestore: {
      ...hostAndPort(stackInfo().firestoreEmulatorHost),
      rules: readFileSync(path.resolve(import.meta.dirname, "../../firestore.rules"), "utf8"),
    },
  });
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), "students/s1"), { firstName: "Riley" });
  });
});
afterAll(async () => {
  await env?.clearFirestore();
  await env?.cleanup();
});

describe("firestore.rules", () => {
  it("refuses a client write, even a signed-in student's to their own document", async () => {
    const student = env.authenticatedContext("s1", { role: "student" });
    await assertFails(setDoc(doc(student.firestore(), "students/s1"), { totalBudget: 1_000_000 }));
  });

  it("refuses an admin's client write too: only the server writes", async () => {
    const admin = env.authenticatedContext("a1", { role: "admin" });
    await assertFails(setDoc(doc(admin.firestore(), "teachers/t1"), { name: "Mallory" }));
  });

  it("refuses a signed-out read", async () => {
    const visitor = env.unauthenticatedContext();
    await assertFails(getDoc(doc(visitor.firestore(), "students/s1")));
  });
});
