// Student passwords are shown to their teacher (spec point 2, Teacher home).
// The copy lives in credentials/{studentUid}, which no client can read
// (firestore.rules); only the API hands it to the owning teacher.
export interface StudentCredentials {
  userName: string;
  password: string;
  teacherId: string;
}
