// Money and numbers for the teacher's pure text builders (progress-view.ts, learning-figures.ts,
// prompts.ts...), which take the screen's IntlShape: its locale says the language, so the words
// and the money's suffixes ($1.50k, $1.50 mil) always agree (docs/translating.md).
import type { IntlShape } from 'react-intl';
import { formatMoney } from '@rink/game';
import { DEFAULT_LANGUAGE, LANGUAGES, LOCALES, type Language } from '@rink/common';

/** The product's language an IntlShape speaks (its locale is one of LOCALES). */
export function languageOf(intl: Pick<IntlShape, 'locale'>): Language {
  return LANGUAGES.find((language) => LOCALES[language] === intl.locale) ?? DEFAULT_LANGUAGE;
}

/** Money in the specification's shape, in the IntlShape's language. */
export const moneyText = (intl: Pick<IntlShape, 'locale'>, amount: number): string => formatMoney(amount, languageOf(intl));
