// The same class list uploaded twice at the same moment (a double press, two tabs)
// adds each student once: every name of the file is in the class exactly once, with
// one username claim, one name claim and one Auth user each, and no Auth user is
// left over from the upload that lost the race. A deleted or renamed student's
// name is free again. (1,500 rows at once run as jobs: upload-job.test.ts; this classic
// route answers only when done, past Hosting's 60 s for two such files at once.)
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../support/api";
import { auth, db, unique } from "../../support/server-sdk";
import { signedInAdmin, signedInTeacher, type SignedInTeacher } from "./fixtures";

interface BulkAnswer {
  added: Array<{ _id: string; firstName: string; lastName: string }>;
  rejected: Array<{ row: number; reason: string }>;
}

function csvForm(content: string): FormData {
  const form = new FormData();
  form.append("file", new Blob([content], { type: "text/csv" }), "class.csv");
  return form;
}
const upload = (token: string, csv: string) => api<BulkAnswer>("POST", "/student/bulk", { token, rawBody: csvForm(csv) });

/** `count` distinct names, unique to this run so Auth users can be found by their display name. */
function classList(count: number): { csv: string; names: string[] } {
  const tag = unique();
  const names = Array.from({ length: count }, (_, i) => [`Kid${i}`, `Twice${tag}`] as const);
  return { csv: ["firstName,lastName", ...names.map(([first, last]) => `${first},${last}`)].join("\n"), names: names.map(([first, last]) => `${first} ${last}`) };
}

/**
 * Every Auth user whose display name ends with `lastName` (the run's tag). A listing of every user,
 * not a look-up by id: the classic route gives its students random ids, so the users a losing
 * upload made (and must have removed) have ids no test can know, and the Auth emulator filters a
 * query by nothing ("expression is not implemented"). The upload jobs' users are found by id
 * (upload-job.test.ts: a job's ids are the rows').
 */
async function authUsersNamed(lastName: string): Promise<Array<{ uid: string; displayName: string }>> {
  const found: Array<{ uid: string; displayName: string }> = [];
  let pageToken: string | undefined;
  do {
    const page = await auth().listUsers(1000, pageToken);
    for (const user of page.users) if (user.displayName?.endsWith(` ${lastName}`)) found.push({ uid: user.uid, displayName: user.displayName });
    pageToken = page.pageToken;
  } while (pageToken);
  return found;
}

/** What the class holds, every way it can be counted. */
async function classState(teacherId: string, lastName: string) {
  const students = await db().collection("students").where("teacherId", "==", teacherId).get();
  const uids = students.docs.map((doc) => doc.id);
  const names = students.docs.map((doc) => `${doc.get("firstName") as string} ${doc.get("lastName") as string}`);
  const userNames = students.docs.map((doc) => doc.get("userName") as string);
  const usernameClaims = await Promise.all(userNames.map((name) => db().doc(`usernames/${name.toLowerCase()}`).get()));
  const nameClaims = await db().collection("studentNames").where("teacherId", "==", teacherId).get();
  const progress = await db().collection("studentProgress").where("teacherId", "==", teacherId).get();
  return {
    uids,
    names,
    usernameClaimsHeld: usernameClaims.filter((claim, i) => claim.get("uid") === uids[i]).length,
    nameClaimUids: nameClaims.docs.map((doc) => doc.get("uid") as string).sort(),
    progressIds: progress.docs.map((doc) => doc.id).sort(),
    studentCount: (await db().doc(`teachers/${teacherId}`).get()).get("studentCount") as number,
    authUsers: await authUsersNamed(lastName),
  };
}

function expectEachOnce(state: Awaited<ReturnType<typeof classState>>, names: string[]) {
  expect([...state.names].sort()).toEqual([...names].sort());
  expect(state.usernameClaimsHeld).toBe(names.length);
  expect(state.nameClaimUids).toEqual([...state.uids].sort());
  expect(state.progressIds).toEqual([...state.uids].sort());
  expect(state.studentCount).toBe(names.length);
  // No Auth user of the losing upload is left: one per student, and only theirs.
  expect(state.authUsers.map((user) => user.uid).sort()).toEqual([...state.uids].sort());
}

describe("the same CSV uploaded twice at once", () => {
  let teacher: SignedInTeacher;
  beforeAll(async () => {
    teacher = await signedInTeacher();
  });

  it("adds each of 40 students once; the other upload reports them as already in the class", async () => {
    const { csv, names } = classList(40);
    const answers = await Promise.all([upload(teacher.token, csv), upload(teacher.token, csv)]);
    for (const answer of answers) expect(answer.status).toBeLessThan(300);
    const added = answers.flatMap((answer) => answer.body.added);
    expect(added).toHaveLength(40);
    const rejected = answers.flatMap((answer) => answer.body.rejected);
    expect(rejected).toHaveLength(40);
    expect(new Set(rejected.map((row) => row.reason))).toEqual(new Set(["Already in your class"]));
    const lastName = names[0]?.split(" ")[1] ?? "";
    expectEachOnce(await classState(teacher.uid, lastName), names);
  });

  it("frees a name when its student is deleted or renamed: uploading it again adds that student", async () => {
    const small = await signedInTeacher();
    const { csv, names } = classList(3);
    const first = await upload(small.token, csv);
    expect(first.body.added).toHaveLength(3);
    const [gone, renamed] = [...first.body.added].sort((a, b) => a.firstName.localeCompare(b.firstName));
    if (!gone || !renamed) throw new Error("two students expected");
    expect((await api("DELETE", `/student/${gone._id}`, { token: small.token })).status).toBe(200);
    expect((await api("PUT", `/student/${renamed._id}`, { token: small.token, body: { firstName: "Renamed" } })).status).toBe(200);

    const again = await upload(small.token, csv);
    expect(again.body.added.map((s) => `${s.firstName} ${s.lastName}`).sort()).toEqual([names[0], names[1]].sort());
    expect(again.body.rejected).toEqual([{ row: 4, reason: "Already in your class" }]);
    // The renamed student holds the claim of their new name: the same name is refused in a file.
    const lastName = names[0]?.split(" ")[1] ?? "";
    const renamedAgain = await upload(small.token, `firstName,lastName\nRenamed,${lastName}`);
    expect(renamedAgain.body.rejected).toEqual([{ row: 2, reason: "Already in your class" }]);
    // Deleted, the renamed student frees the name they held last.
    expect((await api("DELETE", `/student/${renamed._id}`, { token: small.token })).status).toBe(200);
    expect((await upload(small.token, `firstName,lastName\nRenamed,${lastName}`)).body.added).toHaveLength(1);
  });

  it("keeps a name claimed when a second student of that name, added by hand, is deleted", async () => {
    const teacher = await signedInTeacher();
    const { csv } = classList(1);
    const [original] = (await upload(teacher.token, csv)).body.added;
    if (!original) throw new Error("one student expected");
    // A teacher's own Add may repeat a name; the second student holds no claim on it.
    const twin = await api<{ data: { _id: string } }>("POST", "/student", { token: teacher.token, body: { firstName: original.firstName, lastName: original.lastName } });
    expect(twin.status).toBe(201);
    expect((await api("DELETE", `/student/${twin.body.data._id}`, { token: teacher.token })).status).toBe(200);
    expect((await upload(teacher.token, csv)).body.rejected).toEqual([{ row: 2, reason: "Already in your class" }]);
  });

  it("leaves no name claim of a deleted teacher's class", async () => {
    const leaving = await signedInTeacher();
    const admin = await signedInAdmin();
    expect((await upload(leaving.token, classList(5).csv)).body.added).toHaveLength(5);
    expect((await db().collection("studentNames").where("teacherId", "==", leaving.uid).get()).size).toBe(5);
    expect((await api("DELETE", `/admin/teacher/${leaving.uid}`, { token: admin.token })).status).toBe(200);
    expect((await db().collection("studentNames").where("teacherId", "==", leaving.uid).get()).size).toBe(0);
  });
});
