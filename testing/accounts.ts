// The one way e2e/ and tools/ make accounts for a test or a measurement: the API's own account
// functions (functions/src/accounts) and the Admin SDK, pointed at a stack's emulators, so a
// fixture account is exactly what the API would have made. Logins are not tested here: an ID
// token with a session is made as a login makes it.
import { randomUUID } from "node:crypto";
import { isRole, type Role } from "@rink/common";

/** Where a stack's emulators answer: all the Admin SDK and the Auth emulator need. */
export interface EmulatorAddresses {
  projectId: string;
  authEmulatorHost: string;
  firestoreEmulatorHost: string;
}

export interface TeacherFixture {
  uid: string;
  userName: string;
  email: string;
  password: string;
}

export interface AdminFixture {
  uid: string;
  userName: string;
  password: string;
}

export interface TeacherOptions {
  /** Starts the username, e-mail and password (default "teacher"), so a tool's accounts say whose they are. */
  label: string;
  name: string;
  classSize: number;
  /** The class takes the money check (off here unless asked: most tests are not about it). */
  moneyCheck: boolean;
  school: string;
  schoolDistrict: string;
  gradeTaught: number;
}

/** A short unique suffix so fixtures from different tests (and runs) never collide. */
export function unique(): string {
  return randomUUID().slice(0, 8);
}

/**
 * The account makers, on the stack at `stack`. The Admin SDK reads where the emulators are from
 * the environment when it first starts, so this sets it before loading the API's modules: call it
 * once the stack runs, and with one stack per process.
 */
export async function accountsOn(stack: EmulatorAddresses) {
  process.env.GCLOUD_PROJECT = stack.projectId;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = stack.authEmulatorHost;
  process.env.FIRESTORE_EMULATOR_HOST = stack.firestoreEmulatorHost;
  const [{ auth, db }, { createTeacherAccount }, { createStudentAccount }, { createAdminAccount }, { startSession }] = await Promise.all([
    import("../functions/src/lib/admin"),
    import("../functions/src/accounts/teachers"),
    import("../functions/src/students/createOutsideRequest"),
    import("../functions/src/accounts/admins"),
    import("../functions/src/accounts/sessions"),
  ]);

  async function makeTeacher(options: Partial<TeacherOptions> = {}): Promise<TeacherFixture> {
    const id = unique();
    const label = options.label ?? "teacher";
    const password = `${label}-${id}`;
    const profile = {
      name: options.name ?? `Teacher ${id}`,
      userName: `${label}${id}`,
      email: `${label}${id}@example.com`,
      school: options.school ?? "Test School",
      schoolDistrict: options.schoolDistrict ?? "Test District",
      schoolAddress: "1 Test Road",
      city: "Testville",
      state: "MN",
      zipCode: "55401",
      gradeTaught: options.gradeTaught ?? 5,
      classSize: options.classSize ?? 30,
    };
    const teacher = await createTeacherAccount(profile, password, { moneyCheck: options.moneyCheck ?? false });
    return { uid: teacher._id, userName: profile.userName, email: profile.email, password };
  }

  function makeStudent(teacherId: string, names = { firstName: "Sam", lastName: "Skater" }) {
    return createStudentAccount(teacherId, names);
  }

  async function makeAdmin(): Promise<AdminFixture> {
    const id = unique();
    const password = `admin-${id}`;
    const admin = await createAdminAccount({ userName: `admin${id}`, password, name: `Admin ${id}` });
    return { uid: admin._id, userName: admin.userName, password };
  }

  /** A custom token for `uid` with a new session, as a login makes (the role: `role`, else the account's own). */
  async function customTokenWithSession(uid: string, role?: Role): Promise<string> {
    const claimed: unknown = (await auth().getUser(uid)).customClaims?.role;
    const actual = role ?? (isRole(claimed) ? claimed : undefined);
    if (!actual) throw new Error(`${uid} has no role`);
    return auth().createCustomToken(uid, { role: actual, sid: await startSession(uid, actual) });
  }

  /** An ID token with a new session for `uid`, as a login and signInWithCustomToken give. */
  async function idTokenWithSession(uid: string, role?: Role): Promise<string> {
    return idTokenFromCustomToken(stack.authEmulatorHost, await customTokenWithSession(uid, role));
  }

  return { auth, db, makeTeacher, makeStudent, makeAdmin, customTokenWithSession, idTokenWithSession };
}

export type Accounts = Awaited<ReturnType<typeof accountsOn>>;

/** Trades a custom token (what the login calls answer) for an ID token at the Auth emulator, as signInWithCustomToken does. */
export async function idTokenFromCustomToken(authEmulatorHost: string, customToken: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(`http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token: customToken, returnSecureToken: true }),
    ...(signal ? { signal } : {}),
  });
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`signInWithCustomToken failed: ${body.error?.message}`);
  return body.idToken;
}
