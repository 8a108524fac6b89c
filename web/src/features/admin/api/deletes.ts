import { isActiveDeleteJobsAnswer, isDeleteJobAccepted, isDeleteJobView, type DeleteJobView } from '@rink/common';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /admin/teacher/{id}/delete-job (the teacher and their whole class) or
 * /admin/teacher/{id}/class/delete-job (the class only): the server starts the job and
 * answers at once; pressed again while it runs, the same job.
 */
export async function startRemoval(kind: 'teacher' | 'class', teacherId: string): Promise<string> {
  const path = `/admin/teacher/${encodeURIComponent(teacherId)}${kind === 'class' ? '/class' : ''}/delete-job`;
  return (await apiRequest('POST', path, isDeleteJobAccepted)).jobId;
}

/** GET /admin/jobs/{id}: the delete as it stands. */
export function fetchRemoval(jobId: string): Promise<DeleteJobView> {
  return apiRequest('GET', `/admin/jobs/${encodeURIComponent(jobId)}`, isDeleteJobView);
}

/** GET /admin/jobs?active=1: every delete queued or running now. */
export async function fetchActiveRemovals(): Promise<DeleteJobView[]> {
  return (await apiRequest('GET', '/admin/jobs?active=1', isActiveDeleteJobsAnswer)).jobs;
}
