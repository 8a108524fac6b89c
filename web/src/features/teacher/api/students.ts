// The roster calls of docs/product.md#api-student, one function each, every answer checked by its
// guard from @rink/common.
import {
  isAddStudentAnswer,
  isClassDeleteJobAnswer,
  isDeleteJobAccepted,
  isDeleteJobView,
  isMessageAnswer,
  isRosterAnswer,
  isStudentPasswordAnswer,
  isUpdateStudentAnswer,
  isUploadJobAccepted,
  isUploadJobList,
  isUploadJobView,
  STUDENT_UPDATED,
  type AddStudentAnswer,
  type ClassExportFormat,
  type DeleteJobView,
  type MessageAnswer,
  type RosterRow,
  type StudentNames,
  type StudentPasswordAnswer,
  type UploadJobAccepted,
  type UploadJobSummary,
  type UploadJobView,
} from '@rink/common';
import { apiDownload, apiRequest, type ApiFile } from '@/lib/api-client';

/** GET /student?user={teacherId}&sort=firstName,lastName: the class, sorted by first then last name. */
export async function fetchRoster(teacherId: string): Promise<RosterRow[]> {
  const query = new URLSearchParams({ user: teacherId, sort: 'firstName,lastName' });
  const answer = await apiRequest('GET', `/student?${query.toString()}`, isRosterAnswer);
  return answer.data;
}

/** POST /student. */
export function addStudent(names: StudentNames): Promise<AddStudentAnswer> {
  return apiRequest('POST', '/student', isAddStudentAnswer, { body: names });
}

/** PUT /student/{id} (a teacher's edit: names only). */
export async function updateStudentNames(id: string, names: StudentNames): Promise<string> {
  const answer = await apiRequest('PUT', `/student/${encodeURIComponent(id)}`, isUpdateStudentAnswer, { body: names });
  return answer.message ?? STUDENT_UPDATED;
}

/** DELETE /student/{id}. */
export function deleteStudent(id: string): Promise<MessageAnswer> {
  return apiRequest('DELETE', `/student/${encodeURIComponent(id)}`, isMessageAnswer);
}

/** POST /student/{id}/password: a new generated password; the old one stops working. */
export function giveNewPassword(id: string): Promise<StudentPasswordAnswer> {
  return apiRequest('POST', `/student/${encodeURIComponent(id)}/password`, isStudentPasswordAnswer);
}

/**
 * How long the request that sends a class list may take, ms: a list of up to 100 is made before
 * it answers (docs/decisions.md#d74), which on a busy server can pass the spec's 30 s for every
 * other call. Sending the same file again follows the same job.
 */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * POST /student/bulk/jobs: the CSV as a job (docs/decisions.md#d42).
 * The server reads and plans the file before it answers (a refusal comes at once), so this
 * gets the upload's longer timeout; the same file while its job runs gives the same job.
 */
export function startUploadJob(file: File): Promise<UploadJobAccepted> {
  return apiRequest('POST', '/student/bulk/jobs', isUploadJobAccepted, { form: fileForm(file), timeoutMs: UPLOAD_TIMEOUT_MS });
}

/** GET /student/bulk/jobs/{id}: the job as it stands, row by row. */
export function fetchUploadJob(jobId: string): Promise<UploadJobView> {
  return apiRequest('GET', `/student/bulk/jobs/${encodeURIComponent(jobId)}`, isUploadJobView);
}

/** GET /student/bulk/jobs: the teacher's uploads at work, and those just over. */
export async function fetchUploadJobs(): Promise<UploadJobSummary[]> {
  return (await apiRequest('GET', '/student/bulk/jobs', isUploadJobList)).data;
}

function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

/** GET /student/export?format=csv|json: the teacher's own class as a file (docs/privacy.md). */
export function downloadClassData(format: ClassExportFormat): Promise<ApiFile> {
  return apiDownload(`/student/export?format=${format}`);
}

/**
 * POST /student/all/delete-job: the same delete of the class as a job (docs/decisions.md#d42); the
 * server answers at once, and pressed again while it runs, the same job.
 */
export async function startDeleteAllStudents(): Promise<string> {
  return (await apiRequest('POST', '/student/all/delete-job', isDeleteJobAccepted)).jobId;
}

/** GET /student/jobs/{id}: the teacher's own delete as it stands. */
export function fetchDeleteJob(jobId: string): Promise<DeleteJobView> {
  return apiRequest('GET', `/student/jobs/${encodeURIComponent(jobId)}`, isDeleteJobView);
}

/** GET /student/all/delete-job: the class's delete while it runs (the page after a reload), else null. */
export async function fetchRunningDeleteJob(): Promise<DeleteJobView | null> {
  return (await apiRequest('GET', '/student/all/delete-job', isClassDeleteJobAnswer)).job;
}
