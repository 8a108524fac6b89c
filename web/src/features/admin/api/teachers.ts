import { isAdminTeachersAnswer, type AdminTeacherPage } from '@rink/common';
import { apiDownload, apiRequest, type ApiFile } from '@/lib/api-client';

/** `?search=` when there is one: the server matches name, grade taught, school and district (docs/product.md#admin-teachers). */
function searchQuery(search: string): string {
  const trimmed = search.trim();
  return trimmed ? `?search=${encodeURIComponent(trimmed)}` : '';
}

/**
 * GET /admin/teachers[?search=&after=]: one page of the matching teachers with class size and
 * minutes, in name order; `after` is the `next` of the page before.
 */
export async function fetchTeacherPage(search: string, after: string | undefined): Promise<AdminTeacherPage> {
  const query = new URLSearchParams();
  if (search.trim()) query.set('search', search.trim());
  if (after) query.set('after', after);
  const text = query.toString();
  return (await apiRequest('GET', `/admin/teachers${text ? `?${text}` : ''}`, isAdminTeachersAnswer)).data;
}

/**
 * GET /admin/teachers.csv[?search=]: the same rows as the list, as a file. The server
 * writes it (functions/src/admin/teachersCsv.ts), defusing cells a spreadsheet would run
 * as formulas, so the download and the list can never disagree.
 */
export function downloadTeachersCsv(search: string): Promise<ApiFile> {
  return apiDownload(`/admin/teachers.csv${searchQuery(search)}`);
}
