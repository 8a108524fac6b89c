import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { LOCALES } from '@rink/common';
import { spanish } from '@/i18n/es';

/**
 * Unit tests' IntlProvider: English, the descriptors' own words, as the screens show them before
 * any catalogue (a test looking for English text finds exactly what it found before D81).
 */
export function IntlTestProvider({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale={LOCALES.en} defaultLocale={LOCALES.en} messages={{}}>
      {children}
    </IntlProvider>
  );
}

function SpanishTestProvider({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale={LOCALES.es} defaultLocale={LOCALES.en} messages={spanish}>
      {children}
    </IntlProvider>
  );
}

interface IntlRenderOptions extends RenderOptions {
  /** English (the default) or Spanish with the whole Spanish catalogue. */
  language?: 'en' | 'es';
}

/**
 * Testing Library's render inside an IntlProvider (kept on rerender). Note: useFormat() (money,
 * numbers, dates) follows the device's language store, not this provider: a test of Spanish money
 * calls setDeviceLanguage('es') from '@/i18n/language-setting' too.
 */
export function renderWithIntl(ui: ReactElement, { language = 'en', wrapper: Inner, ...options }: IntlRenderOptions = {}): RenderResult {
  const Provider = language === 'es' ? SpanishTestProvider : IntlTestProvider;
  const Wrapper = ({ children }: { children: ReactNode }) => <Provider>{Inner ? <Inner>{children}</Inner> : children}</Provider>;
  return render(ui, { ...options, wrapper: Wrapper });
}
