import { Button, chakra } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { jumbotronMessages as m } from '../messages';

/** Two bars (pause) or a triangle (play): beside the words, never instead of them. */
function PauseIcon({ paused }: { paused: boolean }) {
  return (
    <chakra.svg viewBox="0 0 24 24" w="5" h="5" aria-hidden fill="currentColor">
      {paused ? (
        <path d="M7 4.5v15a1 1 0 0 0 1.5.86l12-7.5a1 1 0 0 0 0-1.72l-12-7.5A1 1 0 0 0 7 4.5z" />
      ) : (
        <>
          <rect x="5" y="4" width="5" height="16" rx="1" />
          <rect x="14" y="4" width="5" height="16" rx="1" />
        </>
      )}
    </chakra.svg>
  );
}

/**
 * 'Pause' / 'Resume' (WCAG 2.2.1, 2.2.2; decision D84): stops every timer of the game on the
 * jumbotron and its videos, and starts them again with the time they had left. Its name says
 * what a press does (so no aria-pressed, which would contradict it), like the sound's switch.
 * Disabled before and between games, when nothing runs.
 */
export function PauseButton({ paused, disabled, onToggle }: { paused: boolean; disabled: boolean; onToggle: () => void }) {
  return (
    <Button data-testid="pause" variant="outline" colorPalette="navy" bg="white" size="md" minH="44px" minW="8.5rem" disabled={disabled} onClick={onToggle}>
      <PauseIcon paused={paused} />
      <FormattedMessage {...(paused ? m.resume : m.pause)} />
    </Button>
  );
}
