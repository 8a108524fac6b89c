// Seeds the demo admin, teacher and two students into the emulators. Running it
// again changes nothing: every account has a fixed id and is skipped if present.
import { FieldValue } from "firebase-admin/firestore";
import { auth, db } from "../functions/src/lib/admin";
import { COLLECTIONS } from "../functions/src/accounts/collections";
import { syntheticEmail, usernameKey, type Role } from "../functions/src/accounts/roles";
import { DEMO_ACCOUNTS } from "./demo-accounts.mjs";

async function userExists(uid: string): Promise<boolean> {
  try {
    await auth().getUser(uid);
    return true;
  } catch {
    return false;
  }
}

async function createAuthUser(uid: string, email: string, password: string, displayName: string, role: Role) {
  await auth().createUser({ uid, email, password, displayName });
  await auth().setCustomUserClaims(uid, { role });
}

async function seedAdmin(): Promise<boolean> {
  const { uid, userName, password, name } = DEMO_ACCOUNTS.admin;
  if (await userExists(uid)) return false;
  await createAuthUser(uid, syntheticEmail(uid, "admin"), password, name, "admin");
  const batch = db().batch();
  batch.set(db().doc(`${COLLECTIONS.admins}/${uid}`), { _id: uid, name, userName, role: "admin" });
  batch.set(db().doc(`${COLLECTIONS.usernames}/${usernameKey(userName)}`), { uid, role: "admin" });
  await batch.commit();
  return true;
}

async function seedTeacher(): Promise<boolean> {
  const { password, ...teacher } = DEMO_ACCOUNTS.teacher;
  if (await userExists(teacher.uid)) return false;
  await createAuthUser(teacher.uid, teacher.email, password, teacher.name, "teacher");
  const { uid, ...fields } = teacher;
  const batch = db().batch();
  batch.set(db().doc(`${COLLECTIONS.teachers}/${uid}`), { _id: uid, ...fields, role: "teacher", studentCount: 0 });
  batch.set(db().doc(`${COLLECTIONS.usernames}/${usernameKey(teacher.userName)}`), { uid, role: "teacher" });
  batch.set(db().doc(`${COLLECTIONS.classes}/${uid}`), { teacherId: uid, students: {} });
  await batch.commit();
  return true;
}

async function seedStudent(student: (typeof DEMO_ACCOUNTS.students)[number]): Promise<boolean> {
  const teacherId = DEMO_ACCOUNTS.teacher.uid;
  const { uid, userName, password, firstName, lastName } = student;
  if (await userExists(uid)) return false;
  await createAuthUser(uid, syntheticEmail(uid, "student"), password, `${firstName} ${lastName}`, "student");
  const batch = db().batch();
  batch.set(db().doc(`${COLLECTIONS.students}/${uid}`), {
    _id: uid,
    firstName,
    lastName,
    userName,
    role: "student",
    teacherId,
    level: 1,
    timeSpent: 0,
    wonGame: false,
  });
  batch.set(db().doc(`${COLLECTIONS.credentials}/${uid}`), { userName, password, teacherId });
  batch.set(db().doc(`${COLLECTIONS.usernames}/${usernameKey(userName)}`), { uid, role: "student" });
  batch.set(
    db().doc(`${COLLECTIONS.classes}/${teacherId}`),
    { students: { [uid]: { firstName, lastName, userName, level: 1, timeSpent: 0, wonGame: false } } },
    { merge: true },
  );
  batch.update(db().doc(`${COLLECTIONS.teachers}/${teacherId}`), { studentCount: FieldValue.increment(1) });
  await batch.commit();
  return true;
}

const created = [await seedAdmin(), await seedTeacher()];
for (const student of DEMO_ACCOUNTS.students) created.push(await seedStudent(student));
const count = created.filter(Boolean).length;
console.log(count === 0 ? "Demo accounts already present." : `Seeded ${count} demo account(s).`);
process.exit(0);
