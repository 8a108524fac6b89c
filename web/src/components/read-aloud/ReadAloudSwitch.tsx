import { Button, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { SpeakerIcon } from '@/components/media/SpeakerIcon';
import { readAloudMessages as m } from './messages';
import { useReadAloud } from './useReadAloud';

/**
 * The student's read-aloud switch, in the game's header beside the language (where a child looks
 * for how the game talks to them). Off by default; kept per student on this device. A browser
 * without speech synthesis shows it unavailable, and no speaker buttons appear.
 */
export function ReadAloudSwitch() {
  const intl = useIntl();
  const { available, on, toggle } = useReadAloud();
  if (!available) {
    const unavailable = intl.formatMessage(m.unavailable);
    return (
      // Focusable and named, so the reason is found and read; a press does nothing.
      <Button variant="outline" colorPalette="navy" bg="white" size="md" minH="44px" aria-disabled="true" aria-label={unavailable} title={unavailable} opacity={0.6} cursor="not-allowed">
        <SpeakerIcon muted />
      </Button>
    );
  }
  const label = intl.formatMessage(m.switchLabel);
  return (
    <Button
      role="switch"
      aria-checked={on}
      aria-label={label}
      title={label}
      variant={on ? 'solid' : 'outline'}
      colorPalette={on ? 'orange' : 'navy'}
      bg={on ? undefined : 'white'}
      size="md"
      minH="44px"
      onClick={toggle}
    >
      <SpeakerIcon muted={!on} />
      <Text as="span" hideBelow="lg">
        {label}
      </Text>
    </Button>
  );
}
