import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Box, Button, Dialog, Flex, Portal, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { LevelClip } from '@rink/game';
import { useContent } from '@/i18n/content/useContent';
import { createPausableClock } from '@/lib/pausable-clock';
import { clipMessages as m } from '../messages';
import { ClipPicture } from './ClipPicture';
import { usePreloadClips } from './usePreloadClips';
import { keepOpenOnFocusOutside } from '@/components/ui/focus-outside';

/** How long each caption line stays up: long enough for a young reader to read it twice. */
export const CAPTION_MS = 3500;

/**
 * Full-screen clips played one after another (a promotion: the level-complete clip, then the
 * new level's intro). Each shows its captions line by line; Skip moves to the next clip at any
 * time, and once a clip's captions are done the button says Continue. Nothing moves on by
 * itself, so no one loses a clip they are still reading. Escape ends the whole sequence.
 * `busy`: what follows the clips is under way (the button waits, the clip stays up). A press
 * outside cannot end it (it fills the screen; the Help panel that opened it was closing as it came).
 * Pause (WCAG 2.2.1, 2.2.2; D84) holds the clip on its frame and the caption line where it is, on a
 * pausable clock, until Resume; the line then stays up for the time it had left.
 */
export function ClipPlayer({ clips, onDone, busy = false }: { clips: readonly LevelClip[]; onDone: () => void; busy?: boolean }) {
  const [index, setIndex] = useState(0);
  const [line, setLine] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const intl = useIntl();
  const content = useContent();
  const clip = clips[index];
  // The clip's words in the screen's language (the same number of lines as the engine's captions).
  const captions = clip ? content.clipCaptions(clip) : [];
  const lines = clip?.captions.length ?? 0;
  const finished = line >= lines - 1;
  // The next clip's poster and first seconds, while this one plays.
  usePreloadClips(clips.slice(index + 1));
  const [clock] = useState(createPausableClock);
  const paused = useSyncExternalStore(clock.subscribe, () => clock.paused);

  // Each clip's lines get their full time from its start: a Skip on a clip's first line starts the
  // next clip's clock again, so its first line is not cut short by the time the last one had run.
  useEffect(() => {
    if (finished) return;
    return clock.after(CAPTION_MS, () => setLine((n) => n + 1));
  }, [index, line, finished, clock]);

  if (!clip) return null;
  const next = () => {
    if (index + 1 >= clips.length) {
      onDone();
      return;
    }
    setIndex(index + 1);
    setLine(0);
    buttonRef.current?.focus();
  };
  const last = index + 1 >= clips.length;

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && !busy && onDone()} size="full" motionPreset="none" initialFocusEl={() => buttonRef.current} onFocusOutside={keepOpenOnFocusOutside} closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop bg="navy.900" />
        <Dialog.Positioner>
          <Dialog.Content bg="navy.900" color="white" borderRadius="0" data-clip={clip.media}>
            <Flex direction="column" minH="100dvh" px={{ base: 3, md: 8 }} py={{ base: 4, md: 6 }} gap="4" justify="center">
              <Dialog.Title fontSize={{ base: '2xl', md: '4xl' }} fontWeight="900" textAlign="center" color="#FFD23F">
                {content.clipTitle(clip)}
              </Dialog.Title>
              <ClipPicture key={clip.media} clip={clip} paused={paused} />
              {/* The captions: the line on screen now, and every line for screen readers. */}
              <Box aria-hidden minH="4.5rem" display="flex" alignItems="center" justifyContent="center">
                <Text
                  key={line}
                  fontSize={{ base: 'xl', md: '2xl' }}
                  fontWeight="bold"
                  lineHeight="short"
                  textAlign="center"
                  bg="blackAlpha.800"
                  borderRadius="xl"
                  px="5"
                  py="2"
                  maxW="3xl"
                >
                  {captions[Math.min(line, lines - 1)]}
                </Text>
              </Box>
              <Dialog.Description srOnly>{captions.join(' ')}</Dialog.Description>
              <Flex justify="center" gap="4" align="center" wrap="wrap">
                <Text fontSize="md" color="navy.100">
                  {intl.formatMessage(m.counter, { index: index + 1, count: clips.length })}
                </Text>
                <Button variant="outline" colorPalette="navy" bg="white" color="navy.900" size="xl" onClick={() => (clock.paused ? clock.resume() : clock.pause())}>
                  {intl.formatMessage(paused ? m.resume : m.pause)}
                </Button>
                <Button ref={buttonRef} colorPalette="orange" size="xl" minW="10rem" loading={busy} loadingText={intl.formatMessage(m.saving)} onClick={next}>
                  {intl.formatMessage(finished ? (last ? m.continue : m.next) : m.skip)}
                </Button>
              </Flex>
            </Flex>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
