import { useEffect } from 'react';

const productName = 'Rink Money';

/** Sets document.title to "Rink Money — {page}", or to `exact` as given. */
export function useDocumentTitle(page: string, options: { exact?: boolean } = {}) {
  const title = options.exact ? page : `${productName} — ${page}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
