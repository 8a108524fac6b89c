// Making a student account outside a request (the seed's demo accounts, the tests'
// fixtures), through the one path the API's handlers use (create.ts).
import type { NewStudentAccount, StudentNames } from "@rink/common";
import { createStudentAccount as createOne } from "./create";

/**
 * Creates a student in `teacherId`'s class with a generated username and a
 * readable password. `preset` (seed only) fixes both, for the demo accounts.
 */
export function createStudentAccount(
  teacherId: string,
  names: StudentNames,
  preset?: { uid: string; userName: string; password: string },
): Promise<NewStudentAccount> {
  return createOne(teacherId, { ...names, ...(preset ? { preset } : {}) });
}
