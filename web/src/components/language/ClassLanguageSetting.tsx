import { useId, useState } from 'react';
import { chakra, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@rink/common';
import { useServerText } from '@/i18n/server-text';
import { useFocusAfterBusy } from '@/hooks/use-focus-after-busy';
import { noteClassLanguageSaved, saveClassLanguage, useStaffAccountLanguages } from '@/lib/session/account-language';
import { languageMessages as m } from './messages';

type Answer = { kind: 'done'; message: string } | { kind: 'failed'; message: string } | null;

/**
 * A teacher's default language for the class (docs/decisions.md#d81): the game speaks it to each
 * student who has not chosen a language of their own (PUT /auth/user/class-language). The select
 * shows the server's state: it moves only once the server has the change, and a failure leaves it
 * where it was and says why.
 */
export function ClassLanguageSetting() {
  const intl = useIntl();
  const serverText = useServerText();
  const { uid, account } = useStaffAccountLanguages();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer>(null);
  const id = useId();
  const helpId = useId();
  // The select is disabled while it saves: it keeps the keyboard's focus through it.
  const focus = useFocusAfterBusy<HTMLSelectElement>(busy);

  const change = async (value: string) => {
    if (!uid || !isLanguage(value) || value === account?.classDefault) return;
    focus.keep();
    setBusy(true);
    setAnswer(null);
    try {
      await saveClassLanguage(value);
      noteClassLanguageSaved(uid, value);
      setAnswer({ kind: 'done', message: intl.formatMessage(m.classSaved, { language: LANGUAGE_NAMES[value] }) });
    } catch (error) {
      setAnswer({ kind: 'failed', message: intl.formatMessage(m.classNotSaved, { reason: serverText.error(error) }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="2" bg="white" borderRadius="xl" borderWidth="1px" borderColor="navy.100" p={{ base: 3, md: 4 }}>
      <HStack gap="3" flexWrap="wrap">
        <chakra.label htmlFor={id} fontSize="lg" fontWeight="bold" color="navy.900">
          {intl.formatMessage(m.classLabel)}
        </chakra.label>
        <NativeSelect.Root size="lg" width="auto" disabled={account === null || busy}>
          <NativeSelect.Field
            ref={focus.ref}
            id={id}
            aria-describedby={helpId}
            value={account?.classDefault ?? ''}
            onChange={(event) => void change(event.target.value)}
            bg="white"
            borderColor="field.border"
            borderWidth="2px"
            minW="9rem"
            fontWeight="semibold"
          >
            {!account?.classDefault && (
              <option value="" disabled>
                {intl.formatMessage(m.classNone)}
              </option>
            )}
            {LANGUAGES.map((option) => (
              <option key={option} value={option} lang={option}>
                {LANGUAGE_NAMES[option]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {/* In the page from the start, so a screen reader says the answer when it comes. */}
        <Text role="status" fontSize="md" fontWeight="bold" color="brand.800">
          {busy ? intl.formatMessage(m.classSaving) : answer?.kind === 'done' ? answer.message : ''}
        </Text>
        {answer?.kind === 'failed' && (
          <Text role="alert" fontSize="md" fontWeight="bold" color="orange.700">
            {answer.message}
          </Text>
        )}
      </HStack>
      <Text id={helpId} fontSize="md" color="navy.800">
        {intl.formatMessage(m.classHelp)}
      </Text>
    </Stack>
  );
}
