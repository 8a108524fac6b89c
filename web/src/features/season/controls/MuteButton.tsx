import { Button, Text } from '@chakra-ui/react';

/** Turns the cheering sound off or on (the choice stays on this device). */
export function MuteButton({ muted, onToggle }: { muted: boolean; onToggle: () => void }) {
  return (
    // The full name for screen readers; narrow screens show the first word only (the header is tight).
    <Button variant="outline" colorPalette="navy" bg="white" size="lg" minH="52px" aria-pressed={muted} aria-label={muted ? 'Unmute cheering' : 'Mute cheering'} onClick={onToggle}>
      <span aria-hidden>{muted ? '🔇' : '🔊'}</span>
      {muted ? 'Unmute' : 'Mute'}
      <Text as="span" hideBelow="lg">
        cheering
      </Text>
    </Button>
  );
}
