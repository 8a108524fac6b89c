import { auth, db } from "../lib/admin";
import { HttpError } from "../http/errors";
import { claimUsername } from "./usernames";
import { classRef, teacherRef } from "./students";

/** The spec's Teacher as stored: no password (Auth keeps it). */
export interface TeacherProfile {
  name: string;
  userName: string;
  email: string;
  school: string;
  schoolDistrict: string;
  schoolAddress: string;
  city: string;
  state: string;
  zipCode: string;
  gradeTaught: number;
  classSize: number;
}

export interface StoredTeacher extends TeacherProfile {
  _id: string;
  role: "teacher";
  studentCount: number;
}

/** Registers a teacher: the Auth user (e-mail unique there), the username claim, the profile and an empty class. */
export async function createTeacherAccount(profile: TeacherProfile, password: string, presetUid?: string): Promise<StoredTeacher> {
  let uid: string;
  try {
    const user = await auth().createUser({ ...(presetUid ? { uid: presetUid } : {}), email: profile.email, password, displayName: profile.name });
    uid = user.uid;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "auth/email-already-exists") throw new HttpError(409, "That email is already registered.");
    if (code === "auth/invalid-email") throw new HttpError(400, "Please enter a valid email.");
    if (code === "auth/invalid-password") throw new HttpError(400, "Password must be at least 7 characters.");
    throw error;
  }
  try {
    await auth().setCustomUserClaims(uid, { role: "teacher" });
    const teacher: StoredTeacher = { _id: uid, ...profile, role: "teacher", studentCount: 0 };
    await db().runTransaction(async (tx) => {
      if (!(await claimUsername(tx, profile.userName, { uid, role: "teacher" }))) {
        throw new HttpError(409, "That username is already taken.");
      }
      tx.create(teacherRef(uid), teacher);
      tx.create(classRef(uid), { teacherId: uid, students: {} });
    });
    return teacher;
  } catch (error) {
    await auth().deleteUser(uid).catch(() => undefined);
    throw error;
  }
}

