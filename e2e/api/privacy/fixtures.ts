// Shared set-up for the privacy tests (docs/privacy.md): a class whose students have really
// played through the API (tutorials, a lineup, games of a season), logged in and mistyped a
// password; and the walk that reads every document of every collection and every Auth user.
import { createHash } from "node:crypto";
import { usernameKey } from "@rink/common";
import type { Student } from "@rink/game";
import { api, idTokenFromCustomToken } from "../../support/api";
import { stackInfo } from "../../support/stack-info";
import { auth, db, makeStudent, makeTeacher, unique, type TeacherFixture } from "../../support/server-sdk";
import { SeasonPlayer } from "../../../testing/season-player";

const stack = stackInfo();

let addresses = 0;
/** Each login from its own client address, so no address wait slows another test. */
const newAddress = () => `198.51.100.${(++addresses % 250) + 1}, 10.0.0.1`;

/** POST to a login path as the browser does; answers the status and the custom token, if any. */
export async function login(path: string, body: Record<string, string>): Promise<{ status: number; token?: string }> {
  const response = await fetch(`${stack.apiUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": newAddress() },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { token?: string };
  return { status: response.status, token: answer.token };
}

export interface PlayedStudent {
  _id: string;
  userName: string;
  password: string;
  token: string;
}

/** A student of `teacherId` who logged in, played `games` games of a season, then mistyped their password once. */
export async function playedStudent(teacherId: string, games: number): Promise<PlayedStudent> {
  const id = unique();
  const made = await makeStudent(teacherId, { firstName: `Pia${id}`, lastName: `Puck${id}` });
  const signedIn = await login("/auth/student/login", { userName: made.userName, password: made.password });
  if (!signedIn.token) throw new Error(`${made.userName} could not log in: ${signedIn.status}`);
  const token = await idTokenFromCustomToken(signedIn.token);
  const player = new SeasonPlayer();
  let student = (await db().doc(`students/${made._id}`).get()).data() as Student;
  // Bounded: a season's set-up and its games are well under 200 moves.
  for (let step = 0; step < 200 && student.season.completedGames < games; step++) {
    const move = player.next(student, 1);
    if (!move) break;
    const answer = await api<{ updatedStudent?: Student; error?: string }>("PUT", `/student/${made._id}`, { token, body: { move } });
    if (answer.status !== 200 || !answer.body.updatedStudent) throw new Error(`Move ${move.type} refused: ${answer.body.error}`);
    student = answer.body.updatedStudent;
  }
  if (student.season.completedGames < games) throw new Error(`${made.userName} played only ${student.season.completedGames} games`);
  // Last, so no success clears it: a failed-login count for the username.
  expect401(await login("/auth/student/login", { userName: made.userName, password: "not-the-password" }));
  return { _id: made._id, userName: made.userName, password: made.password, token };
}

function expect401(answer: { status: number }): void {
  if (answer.status !== 401) throw new Error(`A wrong password answered ${answer.status}`);
}

/** A teacher who logged in by username, then mistyped the password by username and by e-mail. */
export async function loggedInTeacher(): Promise<TeacherFixture & { token: string }> {
  const teacher = await makeTeacher();
  const signedIn = await login("/auth/login", { email: teacher.userName, password: teacher.password });
  if (!signedIn.token) throw new Error(`The teacher could not log in: ${signedIn.status}`);
  const token = await idTokenFromCustomToken(signedIn.token);
  return { ...teacher, token };
}

export async function teacherMistypes(teacher: TeacherFixture): Promise<void> {
  expect401(await login("/auth/login", { email: teacher.userName, password: "not-the-password" }));
  expect401(await login("/auth/login", { email: teacher.email, password: "not-the-password" }));
}

/** The id of a login's failed-count document (functions/src/accounts/loginThrottle.ts keys it so). */
export const throttleId = (identifier: string) => createHash("sha256").update(usernameKey(identifier)).digest("hex");

/** Everything that names an account: its uid, its usernames and e-mail (as typed and as keyed), and its throttle hashes. */
export function tracesOf(account: { uid: string; identifiers: string[] }): string[] {
  return [account.uid, ...account.identifiers.flatMap((identifier) => [identifier, usernameKey(identifier), throttleId(identifier)])];
}

interface Found {
  where: string;
  trace: string;
}

/**
 * Every document of a collection, in two bulk reads (a query for the documents with fields, a
 * listing for the ids of those without), not one read per document, which is slow even on a
 * stack that holds little.
 * The schema keeps every collection at the top (functions/src/firestore/collections.ts), so the
 * walk looks at the top-level collections, the only ones Firestore holds here.
 */
async function walkCollection(collection: FirebaseFirestore.CollectionReference, traces: string[], found: Found[]): Promise<void> {
  const lowered = traces.map((trace) => [trace, trace.toLowerCase()] as const);
  const check = (where: string, text: string) => {
    for (const [trace, low] of lowered) if (text.includes(low)) found.push({ where, trace });
  };
  const [withFields, all] = await Promise.all([collection.get(), collection.listDocuments()]);
  const seen = new Set<string>();
  // The path holds the id and every map key is in the JSON: a trace anywhere is found.
  for (const doc of withFields.docs) {
    seen.add(doc.ref.path);
    check(doc.ref.path, `${doc.ref.path} ${JSON.stringify(doc.data())}`.toLowerCase());
  }
  for (const ref of all) if (!seen.has(ref.path)) check(ref.path, ref.path.toLowerCase());
}

/**
 * Every place in Firestore (every collection, documents without fields too) and in Auth
 * (every user) where one of `traces` appears. Every Auth user is listed, not looked up by id: the
 * claim is that no user anywhere names a deleted account (in an e-mail, a display name, a claim),
 * which a look-up of the deleted ids alone would not show. The walk runs on a stack of its own
 * (deletion-leaves-nothing.test.ts), which holds a few dozen users, so the listing is one page.
 */
export async function findTraces(traces: string[]): Promise<Found[]> {
  const found: Found[] = [];
  for (const collection of await db().listCollections()) await walkCollection(collection, traces, found);
  let pageToken: string | undefined;
  do {
    const page = await auth().listUsers(1000, pageToken);
    for (const user of page.users) {
      const text = JSON.stringify(user.toJSON()).toLowerCase();
      for (const trace of traces) if (text.includes(trace.toLowerCase())) found.push({ where: `auth:${user.uid}`, trace });
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return found;
}
