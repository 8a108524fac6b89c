import { useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useServerText } from '@/i18n/server-text';
import { useFocusAfterBusy } from '@/hooks/use-focus-after-busy';
import { updateMoneyCheck } from '../api/teacher';
import { moneyCheckMessages as m } from './messages';

interface Props {
  /** The class's setting; null while the teacher's profile is read (or could not be). */
  on: boolean | null;
  /** Called once the server has made the change, with the new setting. */
  onChange: (on: boolean) => void;
}

type Answer = { kind: 'done'; message: string } | { kind: 'failed'; message: string } | null;

/**
 * The class's money check setting as a switch: one press turns it on or off for the whole class
 * (PUT /auth/user/money-check). The switch shows the server's state: it moves only once the
 * server says so, and a failure leaves it where it was and says why.
 */
export function MoneyCheckSetting({ on, onChange }: Props) {
  const intl = useIntl();
  const serverText = useServerText();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer>(null);
  // The switch is disabled while it saves: it keeps the keyboard's focus through it.
  const focus = useFocusAfterBusy<HTMLButtonElement>(busy);

  const toggle = async () => {
    if (on === null) return;
    focus.keep();
    setBusy(true);
    setAnswer(null);
    try {
      const message = await updateMoneyCheck({ on: !on });
      onChange(!on);
      setAnswer({ kind: 'done', message: serverText.text(message) });
    } catch (error) {
      setAnswer({ kind: 'failed', message: serverText.error(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="2" bg="white" borderRadius="xl" borderWidth="1px" borderColor="navy.100" p={{ base: 3, md: 4 }} className="learning-setting">
      <HStack gap="4" flexWrap="wrap">
        <Button
          ref={focus.ref}
          role="switch"
          aria-checked={on ?? false}
          aria-describedby="money-check-what"
          colorPalette={on ? 'brand' : 'navy'}
          variant={on ? 'solid' : 'outline'}
          borderWidth="2px"
          size="lg"
          disabled={on === null}
          loading={busy}
          loadingText={intl.formatMessage(m.saving)}
          onClick={() => void toggle()}
        >
          <Box as="span" aria-hidden="true" display="inline-block" w="9" h="5" borderRadius="full" bg={on ? 'white' : 'navy.200'} position="relative" me="1">
            <Box as="span" position="absolute" top="2px" left={on ? '18px' : '2px'} w="4" h="4" borderRadius="full" bg={on ? 'brand.600' : 'navy.700'} />
          </Box>
          {intl.formatMessage(on === null ? m.unknown : on ? m.on : m.off)}
        </Button>
        {/* In the page from the start, so a screen reader says the server's answer when it comes. */}
        <Text role="status" fontSize="md" fontWeight="bold" color="brand.800">
          {answer?.kind === 'done' ? answer.message : null}
        </Text>
        {answer?.kind === 'failed' && (
          <Text role="alert" fontSize="md" fontWeight="bold" color="orange.700">
            {intl.formatMessage(m.notChanged, { message: answer.message })}
          </Text>
        )}
      </HStack>
      <Text id="money-check-what" fontSize="md" color="navy.800">
        {intl.formatMessage(m.what)}
      </Text>
    </Stack>
  );
}
