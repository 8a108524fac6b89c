// Collection names of ARCHITECTURE.md's "Data in Firestore", in one place.
export const COLLECTIONS = {
  teachers: "teachers",
  students: "students",
  classes: "classes",
  credentials: "credentials",
  usernames: "usernames",
  admins: "admins",
  studentProgress: "studentProgress",
} as const;
