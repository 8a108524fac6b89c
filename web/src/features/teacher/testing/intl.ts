// IntlShapes for the unit tests of the teacher's pure text builders: English (the descriptors'
// own words, what the tests have always read) and Spanish (the whole catalogue).
import { createIntl, createIntlCache } from 'react-intl';
import { LOCALES } from '@rink/common';
import { spanish } from '@/i18n/es';

const cache = createIntlCache();
export const englishIntl = createIntl({ locale: LOCALES.en, defaultLocale: LOCALES.en, messages: {} }, cache);
export const spanishIntl = createIntl({ locale: LOCALES.es, defaultLocale: LOCALES.en, messages: spanish }, cache);
