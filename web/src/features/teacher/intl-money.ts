// Money for the teacher's pure text builders (progress-view.ts, learning-figures.ts, prompts.ts...),
// which take the screen's IntlShape: its locale says the language, so the words and the money's
// suffixes ($1.50k, $1.50 mil) always agree (docs/translating.md).
import type { IntlShape } from 'react-intl';
import { formattersOfIntl } from '@/i18n/format';

/** Money in the specification's shape, in the IntlShape's language. */
export const moneyText = (intl: Pick<IntlShape, 'locale'>, amount: number): string => formattersOfIntl(intl).money(amount);
