import { useEffect, useId, useRef } from 'react';
import { chakra, HStack, NativeSelect } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@rink/common';
import { toaster } from '@/components/ui/toaster';
import { setDeviceLanguage, useLanguage } from '@/i18n/language-setting';
import { noteOwnLanguageChosen, saveOwnLanguage, useSignedInAccount, useStaffAccountLanguages } from '@/lib/session/account-language';
import { languageMessages as m } from './messages';
import { saveLanguageChoice } from './save-choice';

interface Props {
  /** In a crowded header (the game's): the label is read by screen readers but not shown. */
  compact?: boolean;
}

/**
 * The signed-in person's language (docs/decisions.md#d81): a labelled select of the languages,
 * each named in itself. A choice changes the screens at once (the device's language) and is saved
 * to the account (PUT /auth/user/language), tried again if it fails and told if it still does.
 * On a teacher's or an admin's page it also adopts the account's own language once read.
 */
export function LanguageChooser({ compact = false }: Props) {
  const intl = useIntl();
  // The toast of a failed save speaks the language chosen, whose words arrive after the choice.
  const latestIntl = useRef(intl);
  useEffect(() => {
    latestIntl.current = intl;
  }, [intl]);
  const language = useLanguage();
  const uid = useSignedInAccount()?.uid ?? null;
  useStaffAccountLanguages();
  const id = useId();

  const choose = (value: string) => {
    if (!isLanguage(value) || value === language) return;
    setDeviceLanguage(value);
    if (!uid) return;
    noteOwnLanguageChosen(uid, value);
    void saveLanguageChoice(value, {
      save: saveOwnLanguage,
      onFailed: () =>
        toaster.create({ type: 'error', title: latestIntl.current.formatMessage(m.notSaved), description: latestIntl.current.formatMessage(m.notSavedHint) }),
    });
  };

  return (
    <HStack gap="2" flexShrink={0}>
      <chakra.label htmlFor={id} srOnly={compact} fontSize="md" fontWeight="semibold" color="navy.800">
        {intl.formatMessage(m.label)}
      </chakra.label>
      <NativeSelect.Root size="md" width="auto">
        <NativeSelect.Field id={id} autoComplete="language" value={language} onChange={(event) => choose(event.target.value)} bg="white" borderColor="field.border" borderWidth="2px" minW={compact ? undefined : '8.5rem'} fontWeight="semibold">
          {LANGUAGES.map((option) => (
            <option key={option} value={option} lang={option}>
              {LANGUAGE_NAMES[option]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
