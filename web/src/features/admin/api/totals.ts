import { isTotalsAnswer, type Totals } from '@rink/common';
import { apiRequest } from '@/lib/api-client';

/** GET /admin/totals: teachers, students and hours played across the programme (aggregations on the server). */
export async function fetchTotals(): Promise<Totals> {
  return (await apiRequest('GET', '/admin/totals', isTotalsAnswer)).data;
}
