import type { ReactNode } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SpeakerIcon } from '@/components/media/SpeakerIcon';
import { cheerMessages as m } from '../messages';

/** The words after the first: hidden on narrow screens. */
const more = (chunks: ReactNode[]) => (
  <Text as="span" hideBelow="lg">
    {chunks}
  </Text>
);

/** Turns the game's sound (the cheering and the clips) off or on; the choice stays on this device. */
export function MuteButton({ muted, onToggle }: { muted: boolean; onToggle: () => void }) {
  const intl = useIntl();
  return (
    // The name says what a press does (so no aria-pressed, which would contradict it) and holds the
    // visible words; narrow screens show the first word only (the header is tight).
    <Button variant="outline" colorPalette="navy" bg="white" size="lg" minH="52px" aria-label={intl.formatMessage(muted ? m.unmute : m.mute)} onClick={onToggle}>
      <SpeakerIcon muted={muted} />
      <span>
        <FormattedMessage {...(muted ? m.unmuteShown : m.muteShown)} values={{ more }} />
      </span>
    </Button>
  );
}
