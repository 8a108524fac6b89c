import { useEffect, useRef } from 'react';
import { Button, Image, Stack, Text } from '@chakra-ui/react';
import { mediaImageUrl } from '@/components/media/media';

const ALT = {
  win: 'Win highlight: the puck flies into the net and the goal lamp flashes',
  loss: 'Loss highlight: a shot slides wide of the net',
} as const;

/**
 * The game's highlight (spec point 4): the win or the loss clip, captioned, with Skip. A clip
 * that cannot be shown moves the flow on at once (onDone), as the spec asks.
 */
export function HighlightClip({ kind, caption, onDone }: { kind: 'win' | 'loss'; caption: string; onDone: () => void }) {
  const skipRef = useRef<HTMLButtonElement>(null);
  // Keyboard users land on Skip (the puck is resting during the clip).
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement?.getAttribute('data-testid') === 'puck') skipRef.current?.focus();
  }, []);
  return (
    <Stack data-clip={`clips/highlight-${kind}`} align="center" gap="2" h="full" w="full" minH="0">
      <Image src={mediaImageUrl(`clips/highlight-${kind}`)} alt={ALT[kind]} onError={onDone} flex="1" minH="0" maxW="full" objectFit="contain" borderRadius="lg" />
      <Stack direction="row" align="center" gap="3">
        <Text fontSize="lg" fontWeight="bold" bg="blackAlpha.700" px="3" borderRadius="md">
          {caption}
        </Text>
        <Button ref={skipRef} size="md" colorPalette="orange" onClick={onDone}>
          Skip
        </Button>
      </Stack>
    </Stack>
  );
}
