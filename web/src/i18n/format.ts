import { useMemo } from 'react';
import { formatMoney } from '@rink/game';
import type { IntlShape } from 'react-intl';
import { DEFAULT_LANGUAGE, LANGUAGES, LOCALES, type Language } from '@rink/common';
import { useLanguage } from './language-setting';

export interface Formatters {
  language: Language;
  /** Money in the specification's shape ($15, $2.50, $1.50k) with the language's suffixes. */
  money: (amount: number) => string;
  /** A whole or decimal number the way the language writes it: 1,234 or 1,234.5. */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** A date (and time, if asked) in the language's words. */
  date: (value: Date | number, options?: Intl.DateTimeFormatOptions) => string;
}

/** Numbers, money and dates for `language`: one place, so every screen writes them alike. */
export function formattersFor(language: Language): Formatters {
  const locale = LOCALES[language];
  return {
    language,
    money: (amount) => formatMoney(amount, language),
    number: (value, options) => new Intl.NumberFormat(locale, options).format(value),
    date: (value, options = { dateStyle: 'medium' }) => new Intl.DateTimeFormat(locale, options).format(value),
  };
}

/** The formatters of the language the screens speak now. */
export function useFormat(): Formatters {
  const language = useLanguage();
  return useMemo(() => formattersFor(language), [language]);
}

/** The product's language an IntlShape speaks (its locale is one of LOCALES): for text builders handed the screen's intl. */
function languageOfIntl(intl: Pick<IntlShape, 'locale'>): Language {
  return LANGUAGES.find((language) => LOCALES[language] === intl.locale) ?? DEFAULT_LANGUAGE;
}

/** The formatters of the language an IntlShape speaks, so a builder's words and its money agree. */
export const formattersOfIntl = (intl: Pick<IntlShape, 'locale'>): Formatters => formattersFor(languageOfIntl(intl));
