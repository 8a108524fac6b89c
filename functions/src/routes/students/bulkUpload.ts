// POST /api/v1/student/bulk — a teacher uploads a class list as CSV (spec point 5:
// 'No File Selected' without a file). Good rows become students; each bad row is
// reported with its reason; names already in the class are skipped, so uploading
// the same file twice adds nobody the second time (and finishes an upload that was
// cut short: students are committed in chunks, and those already made are skipped).
import type { RequestHandler } from "express";
import { HttpError } from "../../http/errors";
import { callerOf } from "../../http/auth";
import { classRef, MAX_CLASS_SIZE, teacherRef, type NewStudentAccount } from "../../accounts/students";
import type { ClassSummary } from "../../classes/summary";
import { readUploadedFile } from "../../students/csvUpload";
import { nameKey, parseRosterCsv } from "../../students/csvRoster";
import { createStudentAccounts } from "../../students/bulkCreate";

export const bulkUpload: RequestHandler = async (req, res) => {
  const teacherId = callerOf(res).uid;
  const file = await readUploadedFile(req);
  if (!file) throw new HttpError(400, "No File Selected");
  if (file.length === 0) throw new HttpError(400, "The CSV file is empty.");
  const { candidates, rejected } = parseRosterCsv(file);
  if (candidates.length === 0 && rejected.length === 0) throw new HttpError(400, "The CSV file has no students in it.");

  const [teacher, classDoc] = await Promise.all([teacherRef(teacherId).get(), classRef(teacherId).get()]);
  if (!teacher.exists) throw new HttpError(404, "Teacher not found");
  const inClass = new Set(Object.values((classDoc.data() as ClassSummary | undefined)?.students ?? {}).map((s) => nameKey(s.firstName, s.lastName)));
  const fresh = candidates.filter((candidate) => {
    if (!inClass.has(nameKey(candidate.firstName, candidate.lastName))) return true;
    rejected.push({ row: candidate.row, reason: "Already in your class" });
    return false;
  });
  const room = MAX_CLASS_SIZE - ((teacher.get("studentCount") as number | undefined) ?? 0);
  if (fresh.length > room) {
    throw new HttpError(
      413,
      `This file has ${fresh.length} new students, but your class has room for only ${Math.max(room, 0)} more (a class can have at most ${MAX_CLASS_SIZE}). Nobody was added.`,
    );
  }

  const results = await createStudentAccounts(
    teacherId,
    fresh.map(({ firstName, lastName }) => ({ firstName, lastName })),
  );
  const added: NewStudentAccount[] = [];
  results.forEach((result, index) => {
    const candidate = fresh[index];
    if (!candidate) return;
    if (result.status === "fulfilled") added.push(result.value);
    else rejected.push({ row: candidate.row, reason: reasonOf(result.reason) });
  });
  rejected.sort((a, b) => a.row - b.row);
  const message = added.length > 0 ? "Students Added Successfully" : "No new students to add";
  res.status(added.length > 0 ? 201 : 200).json({ success: true, message, added, rejected });
};

function reasonOf(error: unknown): string {
  if (error instanceof HttpError) return error.message;
  console.error("Bulk upload: a student could not be created", error);
  return "Could not be added. Please try again.";
}
