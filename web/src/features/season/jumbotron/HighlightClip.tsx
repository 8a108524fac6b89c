import { useEffect, useRef } from 'react';
import { Box, Button, Image } from '@chakra-ui/react';
import { mediaImageUrl } from '@/components/media/media';

const ALT = {
  win: 'Win highlight: the puck flies into the net and the goal lamp flashes',
  loss: 'Loss highlight: a shot slides wide of the net',
} as const;

/**
 * The game's highlight (spec point 4): the win or the loss clip with Skip; its caption is the
 * jumbotron's message line. A clip that cannot be shown moves the flow on at once (onDone),
 * as the spec asks.
 */
export function HighlightClip({ kind, onDone }: { kind: 'win' | 'loss'; onDone: () => void }) {
  const skipRef = useRef<HTMLButtonElement>(null);
  // Keyboard users land on Skip (the puck rests during the clip).
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement?.getAttribute('data-testid') === 'puck') skipRef.current?.focus();
  }, []);
  return (
    <Box data-clip={`clips/highlight-${kind}`} position="relative" h="full" w="full" minH="0" display="flex" justifyContent="center">
      <Image src={mediaImageUrl(`clips/highlight-${kind}`)} alt={ALT[kind]} onError={onDone} h="full" maxW="full" objectFit="contain" borderRadius="lg" />
      <Button ref={skipRef} position="absolute" bottom="1" right="1" size="md" colorPalette="orange" onClick={onDone}>
        Skip
      </Button>
    </Box>
  );
}
