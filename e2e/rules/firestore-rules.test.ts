// firestore.rules against the real Firestore emulator, for every role and every
// collection: who may read, who may not, and that no client ever writes
// (docs/decisions.md#d2). A project id of its own keeps these tests'
// data apart from the stack's.
import { readFileSync } from "node:fs";
import path from "node:path";
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, onSnapshot, orderBy, query, setDoc, setLogLevel, updateDoc, where } from "firebase/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostAndPort, stackInfo } from "../support/stack-info";

let env: RulesTestEnvironment;

// Two classes: teacher t1's (id t1), shared with teacher t3, with student s1; teacher t2's with
// student s2; admins a1 and a2. Teacher t4 shared t1's class once (no longer).
const FIXTURES: Record<string, Record<string, unknown>> = {
  "students/s1": { _id: "s1", firstName: "Riley", teacherId: "t1", classId: "t1", timeSpent: 0 },
  "students/s2": { _id: "s2", firstName: "Jordan", teacherId: "t2", classId: "t2", timeSpent: 0 },
  "studentProgress/s1": { teacherId: "t1", classId: "t1", firstName: "Riley", level: 1, lastActiveAt: 0 },
  "studentProgress/s2": { teacherId: "t2", classId: "t2", firstName: "Jordan", level: 1, lastActiveAt: 0 },
  "teachers/t1": { _id: "t1", name: "Coach One", role: "teacher", studentCount: 1, nameKey: "coach one", searchIndex: { c: "coach one", coach: "coach one", one: "coach one" } },
  "teachers/t2": { _id: "t2", name: "Coach Two", role: "teacher", studentCount: 1, nameKey: "coach two", searchIndex: { c: "coach two", coach: "coach two", two: "coach two" } },
  "classes/t1": { _id: "t1", ownerId: "t1", teacherIds: ["t1", "t3"] },
  "classes/t2": { _id: "t2", ownerId: "t2", teacherIds: ["t2"], name: "Period 3" },
  "classTime/t1_0": { teacherId: "t1", timeSpentMs: 60_000 },
  "classTime/t2_7": { teacherId: "t2", timeSpentMs: 0 },
  "programmeTotals/0": { teachers: 2, students: 2, timeSpentMs: 60_000 },
  "admins/a1": { _id: "a1", name: "Admin One", role: "admin" },
  "admins/a2": { _id: "a2", name: "Admin Two", role: "admin" },
  "credentials/s1": { userName: "riley12", password: "puck-star-12", teacherId: "t1" },
  "credentials/s2": { userName: "jordan34", password: "goal-cup-34", teacherId: "t2" },
  "usernames/riley12": { uid: "s1", role: "student" },
  "usernames/coach1": { uid: "t1", role: "teacher" },
  "sessions/sid-s1": { uid: "s1", role: "student", startedAt: 0, endedAt: null, expiresAt: 1 },
  "sessions/sid-t1": { uid: "t1", role: "teacher", startedAt: 0, endedAt: null, expiresAt: 1 },
  "settings/global": { note: "a collection the rules never open" },
  "meta/dataShape": { version: 1 },
};

type Actor = "student s1" | "student s2" | "teacher t1" | "teacher t2" | "teacher t3" | "teacher t4" | "admin a1" | "admin a2" | "signed-out visitor" | "signed-in user with no role";

/** The compat Firestore the test context gives; the modular functions accept it. */
type ClientFirestore = ReturnType<RulesTestContext["firestore"]>;

function firestoreOf(actor: Actor): ClientFirestore {
  switch (actor) {
    case "student s1":
      return env.authenticatedContext("s1", { role: "student" }).firestore();
    case "student s2":
      return env.authenticatedContext("s2", { role: "student" }).firestore();
    case "teacher t1":
      return env.authenticatedContext("t1", { role: "teacher" }).firestore();
    case "teacher t2":
      return env.authenticatedContext("t2", { role: "teacher" }).firestore();
    case "teacher t3":
      return env.authenticatedContext("t3", { role: "teacher" }).firestore();
    case "teacher t4":
      return env.authenticatedContext("t4", { role: "teacher" }).firestore();
    case "admin a1":
      return env.authenticatedContext("a1", { role: "admin" }).firestore();
    case "admin a2":
      return env.authenticatedContext("a2", { role: "admin" }).firestore();
    case "signed-out visitor":
      return env.unauthenticatedContext().firestore();
    case "signed-in user with no role":
      return env.authenticatedContext("t1").firestore();
  }
}

const ACTORS: Actor[] = ["student s1", "student s2", "teacher t1", "teacher t2", "teacher t3", "teacher t4", "admin a1", "admin a2", "signed-out visitor", "signed-in user with no role"];

/** Who may read each document; everyone else must be refused. */
const READERS: Record<string, Actor[]> = {
  // Their class's teachers: its owner and the co-teacher it is shared with.
  "students/s1": ["student s1", "teacher t1", "teacher t3", "admin a1", "admin a2"],
  "students/s2": ["student s2", "teacher t2", "admin a1", "admin a2"],
  // A student does not read even their own: students/{uid} says all of it.
  "studentProgress/s1": ["teacher t1", "teacher t3", "admin a1", "admin a2"],
  "studentProgress/s2": ["teacher t2", "admin a1", "admin a2"],
  "teachers/t1": ["teacher t1", "admin a1", "admin a2"],
  "teachers/t2": ["teacher t2", "admin a1", "admin a2"],
  // A class: the teachers who share it (docs/decisions.md#d98), not a teacher it was shared with once.
  "classes/t1": ["teacher t1", "teacher t3", "admin a1", "admin a2"],
  "classes/t2": ["teacher t2", "admin a1", "admin a2"],
  // The class's time counters: the admin's figure, which only the API reads and sums.
  "classTime/t1_0": [],
  "classTime/t2_7": [],
  // The programme's totals: the admin's figures, which only the API reads and sums.
  "programmeTotals/0": [],
  "admins/a1": ["admin a1"],
  "admins/a2": ["admin a2"],
  "credentials/s1": [],
  "credentials/s2": [],
  "usernames/riley12": [],
  "usernames/coach1": [],
  // Not even the session's own user.
  "sessions/sid-s1": [],
  "sessions/sid-t1": [],
  "settings/global": [],
  // Only `npm start` reads it, through the admin SDK.
  "meta/dataShape": [],
};

const readCases = Object.entries(READERS).flatMap(([docPath, readers]) =>
  ACTORS.map((actor) => ({ docPath, actor, allowed: readers.includes(actor) })),
);

beforeAll(async () => {
  // Every refusal below would otherwise print the SDK's PERMISSION_DENIED warning.
  setLogLevel("silent");
  env = await initializeTestEnvironment({
    projectId: "demo-rink-rules",
    firestore: {
      ...hostAndPort(stackInfo().firestoreEmulatorHost),
      rules: readFileSync(path.resolve(import.meta.dirname, "../../firestore.rules"), "utf8"),
    },
  });
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    for (const [docPath, data] of Object.entries(FIXTURES)) await setDoc(doc(context.firestore(), docPath), data);
  });
});
afterAll(async () => {
  await env?.clearFirestore();
  await env?.cleanup();
});

describe("firestore.rules: who reads which document", () => {
  it("covers every collection the server writes, and one it never opens", () => {
    const collections = new Set(Object.keys(READERS).map((docPath) => docPath.split("/")[0]));
    expect([...collections].sort()).toEqual(["admins", "classTime", "classes", "credentials", "meta", "programmeTotals", "sessions", "settings", "studentProgress", "students", "teachers", "usernames"]);
  });

  it.each(readCases.filter((c) => c.allowed))("$actor reads $docPath", async ({ docPath, actor }) => {
    const snapshot = await assertSucceeds(getDoc(doc(firestoreOf(actor), docPath)));
    expect(snapshot.exists()).toBe(true);
  });

  it.each(readCases.filter((c) => !c.allowed))("$actor is refused reading $docPath", async ({ docPath, actor }) => {
    await assertFails(getDoc(doc(firestoreOf(actor), docPath)));
  });

  it("a student's document with a password-free shape is what a teacher gets; the password lives only in credentials, which the teacher cannot read", async () => {
    const teacher = firestoreOf("teacher t1");
    const student = await assertSucceeds(getDoc(doc(teacher, "students/s1")));
    expect(student.get("password")).toBeUndefined();
    await assertFails(getDoc(doc(teacher, "credentials/s1")));
  });
});

describe("firestore.rules: queries", () => {
  it("the teachers of a class, its owner and its co-teacher, list its students by filtering on classId", async () => {
    for (const actor of ["teacher t1", "teacher t3"] as const) {
      const result = await assertSucceeds(getDocs(query(collection(firestoreOf(actor), "students"), where("classId", "==", "t1"))));
      expect(result.docs.map((d) => d.id), actor).toEqual(["s1"]);
    }
  });

  it("a teacher cannot list another class's students, nor their own by teacherId (a class is read by its id)", async () => {
    await assertFails(getDocs(query(collection(firestoreOf("teacher t1"), "students"), where("classId", "==", "t2"))));
    await assertFails(getDocs(query(collection(firestoreOf("teacher t4"), "students"), where("classId", "==", "t1"))));
    await assertFails(getDocs(query(collection(firestoreOf("teacher t1"), "students"), where("teacherId", "==", "t1"))));
  });

  it("a teacher lists the classes they teach by filtering on teacherIds, and no other", async () => {
    const shared = await assertSucceeds(getDocs(query(collection(firestoreOf("teacher t3"), "classes"), where("teacherIds", "array-contains", "t3"))));
    expect(shared.docs.map((d) => d.id)).toEqual(["t1"]);
    await assertFails(getDocs(query(collection(firestoreOf("teacher t3"), "classes"), where("teacherIds", "array-contains", "t2"))));
    await assertFails(getDocs(collection(firestoreOf("teacher t1"), "classes")));
  });

  it("a teacher cannot list every student", async () => {
    await assertFails(getDocs(collection(firestoreOf("teacher t1"), "students")));
  });

  it("a student cannot list the students collection, not even their classmates", async () => {
    await assertFails(getDocs(query(collection(firestoreOf("student s1"), "students"), where("classId", "==", "t1"))));
  });

  it("an admin lists every teacher and every student", async () => {
    const admin = firestoreOf("admin a1");
    const teachers = await assertSucceeds(getDocs(collection(admin, "teachers")));
    const students = await assertSucceeds(getDocs(collection(admin, "students")));
    expect(teachers.size).toBe(2);
    expect(students.size).toBe(2);
  });

  it("an admin cannot list credentials, usernames or sessions", async () => {
    const admin = firestoreOf("admin a1");
    await assertFails(getDocs(collection(admin, "credentials")));
    await assertFails(getDocs(collection(admin, "usernames")));
    await assertFails(getDocs(collection(admin, "sessions")));
  });

  it("the teachers of a class read its progress documents by filtering on classId", async () => {
    for (const actor of ["teacher t1", "teacher t3"] as const) {
      const result = await assertSucceeds(getDocs(query(collection(firestoreOf(actor), "studentProgress"), where("classId", "==", "t1"))));
      expect(result.docs.map((d) => d.id), actor).toEqual(["s1"]);
    }
  });

  it("a teacher cannot list another class's progress, nor every progress document", async () => {
    const teacher = firestoreOf("teacher t1");
    await assertFails(getDocs(query(collection(teacher, "studentProgress"), where("classId", "==", "t2"))));
    await assertFails(getDocs(query(collection(firestoreOf("teacher t4"), "studentProgress"), where("classId", "==", "t1"))));
    await assertFails(getDocs(collection(teacher, "studentProgress")));
  });

  it("a student cannot list progress documents, not even their class's", async () => {
    const student = firestoreOf("student s1");
    await assertFails(getDocs(query(collection(student, "studentProgress"), where("classId", "==", "t1"))));
    await assertFails(getDocs(collection(student, "studentProgress")));
  });

  it("an admin lists every progress document", async () => {
    const progress = await assertSucceeds(getDocs(collection(firestoreOf("admin a1"), "studentProgress")));
    expect(progress.size).toBe(2);
  });

  it("the admin's search keys (docs/decisions.md#d77) show no one else: a teacher cannot search teachers by them, nor change their own", async () => {
    const teacher = firestoreOf("teacher t1");
    await assertFails(getDocs(query(collection(teacher, "teachers"), orderBy("searchIndex.coach"))));
    await assertFails(updateDoc(doc(teacher, "teachers/t1"), { "searchIndex.anything": "a", nameKey: "a" }));
    const own = await assertSucceeds(getDoc(doc(teacher, "teachers/t1")));
    expect(own.get("nameKey")).toBe("coach one");
    const found = await assertSucceeds(getDocs(query(collection(firestoreOf("admin a1"), "teachers"), orderBy("searchIndex.two"))));
    expect(found.docs.map((d) => d.id)).toEqual(["t2"]);
  });

  it("a signed-out visitor cannot list teachers", async () => {
    await assertFails(getDocs(collection(firestoreOf("signed-out visitor"), "teachers")));
  });
});

describe("firestore.rules: clients never write", () => {
  // The strongest readers of each document try every kind of write.
  const writeCases = Object.keys(FIXTURES).flatMap((docPath) => ACTORS.map((actor) => ({ docPath, actor })));

  it.each(writeCases)("$actor is refused creating, changing or deleting $docPath", async ({ docPath, actor }) => {
    const db = firestoreOf(actor);
    const ref = doc(db, docPath);
    await assertFails(setDoc(ref, { totalBudget: 1_000_000 }));
    await assertFails(updateDoc(ref, { totalBudget: 1_000_000 }));
    await assertFails(deleteDoc(ref));
  });

  it.each(ACTORS)("%s is refused creating a new document in any collection", async (actor) => {
    const db = firestoreOf(actor);
    for (const name of ["students", "studentProgress", "teachers", "classes", "admins", "credentials", "usernames", "sessions", "settings"]) {
      await assertFails(setDoc(doc(db, `${name}/new-${name}`), { role: "admin" }));
    }
  });

  it("nobody sets a language on their own account or a class's default (docs/decisions.md#d81): only the API writes them", async () => {
    const attempts: [Actor, string, Record<string, unknown>][] = [
      ["student s1", "students/s1", { language: "es" }],
      ["student s1", "students/s1", { classLanguage: "es" }],
      ["teacher t1", "teachers/t1", { language: "es" }],
      ["teacher t1", "teachers/t1", { classLanguage: "es" }],
      // A teacher cannot set a student's, nor the class default on a student's document.
      ["teacher t1", "students/s1", { language: "es", classLanguage: "es" }],
      ["admin a1", "admins/a1", { language: "es" }],
      ["admin a1", "teachers/t1", { classLanguage: "es" }],
    ];
    for (const [actor, docPath, change] of attempts) {
      const ref = doc(firestoreOf(actor), docPath);
      await assertFails(updateDoc(ref, change));
      await assertFails(setDoc(ref, change, { merge: true }));
    }
    // Each owner still reads their own document, where the API writes the language.
    const own = await assertSucceeds(getDoc(doc(firestoreOf("student s1"), "students/s1")));
    expect(own.get("language")).toBeUndefined();
  });

  it("a student cannot write a subcollection under their own document", async () => {
    await assertFails(setDoc(doc(firestoreOf("student s1"), "students/s1/notes/n1"), { text: "hi" }));
  });
});

describe("firestore.rules: a co-teacher removed while their view is open", () => {
  it("refuses them the class from that moment: the class's listener at once, the progress listener at the class's next change, any new read", { timeout: 30_000 }, async () => {
    // A class of its own, so the fixtures above stay as they are.
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await setDoc(doc(db, "classes/c9"), { _id: "c9", ownerId: "t1", teacherIds: ["t1", "t4"] });
      await setDoc(doc(db, "studentProgress/s9"), { teacherId: "t1", classId: "c9", firstName: "Ada", level: 1, lastActiveAt: 0 });
    });
    const coTeacher = firestoreOf("teacher t4");
    const levels: number[][] = [];
    const errors: { progress?: string; class?: string } = {};
    const stopProgress = onSnapshot(
      query(collection(coTeacher, "studentProgress"), where("classId", "==", "c9")),
      (snapshot) => levels.push(snapshot.docs.map((d) => Number(d.get("level")))),
      (error) => (errors.progress = error.code),
    );
    const stopClass = onSnapshot(
      doc(coTeacher, "classes/c9"),
      () => undefined,
      (error) => (errors.class = error.code),
    );
    await expect.poll(() => levels.at(-1), { timeout: 10_000 }).toEqual([1]);

    await env.withSecurityRulesDisabled((context) => updateDoc(doc(context.firestore(), "classes/c9"), { teacherIds: ["t1"] }));
    await expect.poll(() => errors.class, { timeout: 5_000 }).toBe("permission-denied");
    // The class's next change reaches them no more: their open listener on its progress is refused with it.
    await env.withSecurityRulesDisabled((context) => updateDoc(doc(context.firestore(), "studentProgress/s9"), { level: 2 }));
    await expect.poll(() => errors.progress, { timeout: 5_000 }).toBe("permission-denied");
    expect(levels.flat()).not.toContain(2);
    stopProgress();
    // A new read (a new page load) is refused too.
    const fresh = firestoreOf("teacher t4");
    await assertFails(getDocs(query(collection(fresh, "studentProgress"), where("classId", "==", "c9"))));
    await assertFails(getDoc(doc(fresh, "studentProgress/s9")));
    stopClass();
  });
});
