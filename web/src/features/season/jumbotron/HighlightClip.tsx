import { useEffect, useRef } from 'react';
import { Box, Button } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ClipVideo } from '@/components/media/ClipVideo';
import type { PausableClock } from '@/lib/pausable-clock';
import { jumbotronMessages as m } from '../messages';

const ALT = { win: m.winClip, loss: m.lossClip } as const;

interface Props {
  kind: 'win' | 'loss';
  /**
   * The clip's key from the season's data (jumbotronClips: the student's own team's
   * gameOver[kind]); empty when the team has no such video.
   */
  media: string;
  onDone: () => void;
  /** The game is paused: the clip holds its frame (and a poster standing in holds on the clock). */
  paused?: boolean;
  /** The season page's clock, paused with the game. */
  clock?: PausableClock;
}

/**
 * The game's highlight (docs/product.md#game-phases): the win or the loss clip with Skip; its caption is the
 * jumbotron's message line. The flow moves on when the clip ends, on Skip, or a moment after a
 * clip that cannot play has shown its poster (ClipVideo), whichever comes first; the flow's
 * own timer is the last word. A team with no video for the outcome moves on at once (docs/product.md#game-phases).
 */
export function HighlightClip({ kind, media, onDone, paused = false, clock }: Props) {
  const intl = useIntl();
  const skipRef = useRef<HTMLButtonElement>(null);
  // Keyboard users land on Skip (the puck rests during the clip).
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement?.getAttribute('data-testid') === 'puck') skipRef.current?.focus();
  }, []);
  const none = media === '';
  useEffect(() => {
    if (none) onDone();
  }, [none, onDone]);
  if (none) return null;
  return (
    // Laid over the jumbotron's picture area, like the game-on loop (GameOnPicture).
    <Box data-clip={media} position="absolute" inset="0" display="flex" justifyContent="center">
      <ClipVideo media={media} label={intl.formatMessage(ALT[kind])} onDone={onDone} paused={paused} clock={clock} h="full" maxW="full" />
      <Button ref={skipRef} position="absolute" bottom="1" right="1" size="md" colorPalette="orange" onClick={onDone}>
        <FormattedMessage {...m.skip} />
      </Button>
    </Box>
  );
}
