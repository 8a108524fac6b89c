import { isClassTimeSpentAnswer, type ClassTimeSpent } from '@rink/common';
import { apiRequest } from '@/lib/api-client';

/** GET /admin/students/timespent?user={teacherId}: one class's progress, student by student (no passwords). */
export async function fetchClassStats(teacherId: string): Promise<ClassTimeSpent> {
  return (await apiRequest('GET', `/admin/students/timespent?user=${encodeURIComponent(teacherId)}`, isClassTimeSpentAnswer)).data;
}
