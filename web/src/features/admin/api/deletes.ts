import { isDeleteClassAnswer, isDeleteTeacherAnswer } from '@rink/common';
import { apiRequest } from '@/lib/api-client';

/** DELETE /admin/teacher/{id}: the teacher and their whole class (restartable on the server). */
export async function deleteTeacher(teacherId: string): Promise<void> {
  await apiRequest('DELETE', `/admin/teacher/${encodeURIComponent(teacherId)}`, isDeleteTeacherAnswer);
}

/** DELETE /admin/teacher/{id}/class: every student of the class; the teacher keeps their account. */
export async function deleteClass(teacherId: string): Promise<{ studentsRemoved: number }> {
  const { data } = await apiRequest('DELETE', `/admin/teacher/${encodeURIComponent(teacherId)}/class`, isDeleteClassAnswer);
  return { studentsRemoved: data.studentsRemoved };
}
