import { Button, Text } from '@chakra-ui/react';
import { SpeakerIcon } from '@/components/media/SpeakerIcon';

/** Turns the game's sound (the cheering and the clips) off or on; the choice stays on this device. */
export function MuteButton({ muted, onToggle }: { muted: boolean; onToggle: () => void }) {
  return (
    // The name says what a press does (so no aria-pressed, which would contradict it) and holds the
    // visible words; narrow screens show the first word only (the header is tight).
    <Button variant="outline" colorPalette="navy" bg="white" size="lg" minH="52px" aria-label={muted ? 'Unmute game sound' : 'Mute game sound'} onClick={onToggle}>
      <SpeakerIcon muted={muted} />
      <span>
        {muted ? 'Unmute' : 'Mute'}
        <Text as="span" hideBelow="lg">
          {' game sound'}
        </Text>
      </span>
    </Button>
  );
}
