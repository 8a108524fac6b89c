import { isAdminTeachersAnswer, type AdminTeacherRow } from '@rink/common';
import { apiDownload, apiRequest, type ApiFile } from '@/lib/api-client';

/** `?search=` when there is one: the server matches name, grade taught, school and district (docs/product.md#admin-teachers). */
function searchQuery(search: string): string {
  const trimmed = search.trim();
  return trimmed ? `?search=${encodeURIComponent(trimmed)}` : '';
}

/** GET /admin/teachers[?search=]: every matching teacher with class size and minutes, sorted by name. */
export async function fetchTeachers(search: string): Promise<AdminTeacherRow[]> {
  return (await apiRequest('GET', `/admin/teachers${searchQuery(search)}`, isAdminTeachersAnswer)).data;
}

/**
 * GET /admin/teachers.csv[?search=]: the same rows as the list, as a file. The server
 * writes it (functions/src/admin/teachersCsv.ts), defusing cells a spreadsheet would run
 * as formulas, so the download and the list can never disagree.
 */
export function downloadTeachersCsv(search: string): Promise<ApiFile> {
  return apiDownload(`/admin/teachers.csv${searchQuery(search)}`);
}
