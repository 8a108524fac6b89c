import { Button, Text } from '@chakra-ui/react';

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

/** A speaker, crossed out when muted (drawn, so it shows without an emoji font). */
function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {muted ? <path d="M17 9l5 6M22 9l-5 6" /> : <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />}
    </svg>
  );
}
