import { TEACHER_PAGE_SIZE } from '@rink/common';

/** docs/product.md#admin-teachers: tables show 50 rows a page; the server pages them (docs/decisions.md#d77). */
const PAGE_SIZE = TEACHER_PAGE_SIZE;

interface PagePosition {
  /** 1-based. */
  page: number;
  pages: number;
  /** 1-based positions of the first and last row shown (0 and 0 when there are none). */
  first: number;
  last: number;
}

/** Where page `page` (1-based) of `shown` rows sits in a list of `total`. */
export function positionOf(page: number, shown: number, total: number, size = PAGE_SIZE): PagePosition {
  const pages = Math.max(1, Math.ceil(total / size), page);
  const first = shown > 0 ? (page - 1) * size + 1 : 0;
  return { page, pages, first, last: shown > 0 ? first + shown - 1 : 0 };
}

/**
 * The cursors of the pages seen so far: the server gives each page the cursor of the next,
 * so going back is the cursor one before. `after[i]` opens page i + 1 (undefined: the first).
 */
export interface PageTrail {
  search: string;
  after: ReadonlyArray<string | undefined>;
}

export const firstPage = (search: string): PageTrail => ({ search, after: [undefined] });

export const nextPage = (trail: PageTrail, next: string): PageTrail => ({ ...trail, after: [...trail.after, next] });

export const previousPage = (trail: PageTrail): PageTrail => (trail.after.length > 1 ? { ...trail, after: trail.after.slice(0, -1) } : trail);
