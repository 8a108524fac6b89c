import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LANGUAGE, LOCALES, type Language } from '@rink/common';
import { catalogueIfLoaded, loadCatalogue } from './catalogue';
import type { Catalogue } from './catalogue-type';
import { useLanguage } from './language-setting';

interface Shown {
  language: Language;
  catalogue: Catalogue;
}

/** react-intl says so when an English message has no catalogue entry: English's words are the descriptors' own. */
export function ignoreEnglishDefaults(error: { code?: string }): void {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
}

/**
 * The translations of every screen drawn with Chakra (the first screens use first-screen-text.ts,
 * docs/decisions.md#d81). A change of language keeps the old words on screen until the new
 * catalogue has arrived, so nothing blanks; a catalogue that cannot be fetched (offline) is tried
 * again on the next change and the screen stays readable in the language it had.
 */
export function IntlLayer({ children }: { children: ReactNode }) {
  const wanted = useLanguage();
  const [shown, setShown] = useState<Shown | null>(() => {
    const catalogue = catalogueIfLoaded(wanted);
    return catalogue ? { language: wanted, catalogue } : null;
  });

  useEffect(() => {
    if (shown?.language === wanted) return;
    let live = true;
    loadCatalogue(wanted)
      .then((catalogue) => live && setShown({ language: wanted, catalogue }))
      .catch(() => {
        // Offline before the catalogue came: show English rather than nothing.
        if (live && !shown) setShown({ language: DEFAULT_LANGUAGE, catalogue: {} });
      });
    return () => {
      live = false;
    };
  }, [wanted, shown]);

  useEffect(() => {
    if (shown) document.documentElement.lang = shown.language;
  }, [shown]);

  if (!shown) return null;
  return (
    <IntlProvider locale={LOCALES[shown.language]} defaultLocale={LOCALES.en} messages={shown.catalogue} onError={ignoreEnglishDefaults}>
      {children}
    </IntlProvider>
  );
}
