// A teacher's class list as CSV (docs/product.md#class-list-upload). Good rows become students; each bad
// row is reported with its reason; names already in the class are skipped, so
// uploading the same file twice adds nobody the second time (and finishes an upload
// that was cut short: students are committed in chunks, and those already made are skipped).
import { CSV_NO_STUDENTS, MAX_CLASS_SIZE, noRoomFor, studentKey, type NewStudentAccount, type RejectedRow } from "@rink/common";
import { HttpError } from "../lib/httpError";
import { teacherRef } from "../accounts/teachers";
import { classStudents } from "../classes/classStudents";
import { parseRosterCsv, type RosterCandidate } from "./parseCsv";
import { ALREADY_IN_CLASS, ClassGoneError, createStudentAccounts } from "../students/create";

/** The rows of `file` to make (not yet in the class) and the rows refused; throws when the file cannot be taken at all. */
export async function planRoster(teacherId: string, file: Buffer): Promise<{ fresh: RosterCandidate[]; rejected: RejectedRow[] }> {
  const { candidates, rejected } = parseRosterCsv(file);
  if (candidates.length === 0 && rejected.length === 0) throw new HttpError(400, CSV_NO_STUDENTS);

  const [teacher, students] = await Promise.all([teacherRef(teacherId).get(), classStudents(teacherId)]);
  const studentCount = teacher.data()?.studentCount;
  if (studentCount === undefined) throw new HttpError(404, "Teacher not found");
  // studentKey cleans both sides, so a name stored before names were cleaned still matches.
  const inClass = new Set(students.map((student) => studentKey(student.firstName, student.lastName)));
  const fresh = candidates.filter((candidate) => {
    if (!inClass.has(studentKey(candidate.firstName, candidate.lastName))) return true;
    rejected.push({ row: candidate.row, reason: ALREADY_IN_CLASS });
    return false;
  });
  const room = MAX_CLASS_SIZE - studentCount;
  if (fresh.length > room) {
    throw new HttpError(413, `${noRoomFor(fresh.length, room)} Nobody was added.`);
  }
  return { fresh, rejected };
}

/** Makes the students of `rows`; a row whose name the class has by now is refused as already in it. */
export async function addRosterRows(teacherId: string, rows: ReadonlyArray<RosterCandidate & { uid?: string }>): Promise<{ added: NewStudentAccount[]; rejected: RejectedRow[] }> {
  const results = await createStudentAccounts(
    teacherId,
    rows.map(({ firstName, lastName, uid }) => ({ firstName, lastName, ...(uid ? { uid } : {}) })),
    // The check in planRoster reads the class outside any transaction; an upload of the same file
    // running at the same moment passes it too, and the name claims decide (each name is made once).
    { onlyNewNames: true },
  );
  // A class that went (or is going) takes no more rows: the upload stops, rather than listing each row as refused.
  const gone = results.find((result) => result.status === "rejected" && result.reason instanceof ClassGoneError);
  if (gone?.status === "rejected") throw gone.reason;
  const added: NewStudentAccount[] = [];
  const rejected: RejectedRow[] = [];
  results.forEach((result, index) => {
    const candidate = rows[index];
    if (!candidate) return;
    if (result.status === "fulfilled") added.push(result.value);
    else rejected.push({ row: candidate.row, reason: reasonOf(result.reason) });
  });
  return { added, rejected };
}

function reasonOf(error: unknown): string {
  if (error instanceof HttpError) return error.message;
  console.error("Bulk upload: a student could not be created", error);
  return "Could not be added. Please try again.";
}
