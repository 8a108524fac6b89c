/** docs/product.md#admin-teachers: tables show 50 rows a page. */
export const PAGE_SIZE = 50;

export interface PageOf<T> {
  rows: T[];
  /** 1-based, clamped to the pages there are. */
  page: number;
  pages: number;
  /** 1-based positions of the first and last row shown (0 and 0 when there are none). */
  first: number;
  last: number;
}

export function pageOf<T>(all: readonly T[], wanted: number, size = PAGE_SIZE): PageOf<T> {
  const pages = Math.max(1, Math.ceil(all.length / size));
  const page = Math.min(Math.max(1, Math.floor(wanted)), pages);
  const start = (page - 1) * size;
  const rows = all.slice(start, start + size);
  return { rows, page, pages, first: rows.length ? start + 1 : 0, last: start + rows.length };
}
