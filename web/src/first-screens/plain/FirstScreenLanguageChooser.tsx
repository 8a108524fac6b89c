import { useId } from 'react';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@rink/common';
import { useFirstScreenText } from '@/first-screens/plain/text';
import { setDeviceLanguage, useLanguage } from '@/i18n/language-setting';
import { plain } from './plain-classes';

/**
 * The first screens' language chooser (the dashboard, the logins; docs/decisions.md#d81): a
 * labelled native select of the languages, each named in itself, drawn without Chakra
 * (docs/decisions.md#d78). It sets the device's language, which the screens speak at once; a
 * sign-in then saves it to an account that has none of its own (lib/session/account-language.ts).
 */
export function FirstScreenLanguageChooser() {
  const text = useFirstScreenText();
  const language = useLanguage();
  const id = useId();
  return (
    <div className={plain.languageChooser}>
      <label htmlFor={id} className={plain.languageLabel}>
        {text('language.label')}
      </label>
      <select
        // The first-screen script keeps a choice made before the app took the page over by this name (build-time/page-script.ts).
        name="language"
        id={id}
        // The person's preferred language (WCAG 1.3.5's "language" purpose).
        autoComplete="language"
        className={plain.languageSelect}
        value={language}
        onChange={(event) => {
          const chosen = event.target.value;
          if (isLanguage(chosen)) setDeviceLanguage(chosen);
        }}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
