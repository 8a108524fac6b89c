import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { DiscussionPrompt } from './prompts';
import { areaName } from './learning-figures';
import { projectorMessages as m } from './messages';

const FOCUS_RING = { outlineWidth: '4px', outlineStyle: 'solid', outlineColor: 'orange.300', outlineOffset: '3px' } as const;

/** Keys that step through the prompts; a presentation clicker sends PageDown and PageUp. */
const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown', 'PageDown', ' ']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp', 'PageUp']);

/**
 * The prompts on the classroom's screen, one at a time, in type read from the back of the room.
 * It takes the whole screen through the Fullscreen API where the browser allows, else the whole
 * window; Escape (which the browser also uses to leave full screen) or Close leaves it. The rest
 * of the page is inert meanwhile, so the keyboard stays on the prompts. The prompts are live:
 * they change as the class plays, and the one shown stays in range.
 */
function Projection({ prompts, onClose }: { prompts: readonly DiscussionPrompt[]; onClose: () => void }) {
  const intl = useIntl();
  const root = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [index, setIndex] = useState(0);
  const shown = Math.min(index, prompts.length - 1);
  const prompt = prompts[shown];
  const step = useCallback((by: number) => setIndex((old) => Math.max(0, Math.min(prompts.length - 1, old + by))), [prompts.length]);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const others = [...document.body.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child !== element && !child.inert);
    for (const other of others) other.inert = true;
    closeButton.current?.focus();
    // Full screen where allowed; refused (an iframe, an old tablet), the overlay fills the window anyway.
    if (element.requestFullscreen && !document.fullscreenElement) element.requestFullscreen().catch(() => undefined);
    // Leaving full screen (the browser's own Escape) leaves the prompts too.
    const left = () => {
      if (!document.fullscreenElement) onClose();
    };
    document.addEventListener('fullscreenchange', left);
    return () => {
      document.removeEventListener('fullscreenchange', left);
      for (const other of others) other.inert = false;
      if (document.fullscreenElement === element) void document.exitFullscreen().catch(() => undefined);
    };
  }, [onClose]);

  // On the document, not the overlay: the keys work wherever the focus is (a clicker's keys, or a
  // press on the page's background).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (NEXT_KEYS.has(event.key) && !(event.key === ' ' && event.target instanceof HTMLButtonElement)) step(1);
      else if (PREVIOUS_KEYS.has(event.key)) step(-1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose, step]);

  return createPortal(
    <Box
      ref={root}
      role="dialog"
      aria-modal="true"
      aria-label={intl.formatMessage(m.label)}
      position="fixed"
      inset="0"
      zIndex="modal"
      bg="navy.900"
      color="white"
      display="flex"
      flexDirection="column"
      px={{ base: 6, md: 16 }}
      py={{ base: 6, md: 10 }}
      overflowY="auto"
    >
      <HStack justify="space-between" gap="4" flexWrap="wrap">
        <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" color="brand.200" aria-live="polite">
          {prompt
            ? intl.formatMessage(m.whereArea, { number: shown + 1, total: prompts.length, area: areaName(intl, prompt.standard) })
            : intl.formatMessage(m.where, { number: shown + 1, total: prompts.length })}
        </Text>
        <Button ref={closeButton} size="lg" variant="outline" color="white" borderColor="white" borderWidth="2px" _hover={{ bg: 'navy.700' }} _focusVisible={FOCUS_RING} onClick={onClose}>
          {intl.formatMessage(m.close)}
        </Button>
      </HStack>
      {prompt && (
        <Stack flex="1" justify="center" gap={{ base: 6, md: 10 }} maxW="70rem" mx="auto" w="full" py="6">
          <Text fontSize="clamp(1.75rem, 3.6vw, 3.5rem)" lineHeight="1.25" data-testid="prompt-figures">
            {prompt.figures}
          </Text>
          <Text fontSize="clamp(2.25rem, 5vw, 5rem)" lineHeight="1.15" fontWeight="bold" color="orange.200" fontFamily="heading" data-testid="prompt-question">
            {prompt.question}
          </Text>
        </Stack>
      )}
      {/* aria-disabled, not disabled, at either end: a disabled button would drop the focus. */}
      <HStack justify="space-between" gap="4">
        <Button size="xl" colorPalette="brand" aria-disabled={shown <= 0} _focusVisible={FOCUS_RING} onClick={() => step(-1)}>
          {intl.formatMessage(m.previous)}
        </Button>
        <Text fontSize="md" color="navy.100" display={{ base: 'none', md: 'block' }}>
          {intl.formatMessage(m.keys)}
        </Text>
        <Button size="xl" colorPalette="brand" aria-disabled={shown >= prompts.length - 1} _focusVisible={FOCUS_RING} onClick={() => step(1)}>
          {intl.formatMessage(m.next)}
        </Button>
      </HStack>
    </Box>,
    document.body,
  );
}

/** "Project prompts", and the prompts full screen while projected; focus goes back to the button after. */
export function PromptsProjector({ prompts }: { prompts: readonly DiscussionPrompt[] }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    // After the page is no longer inert (the projection's clean-up runs first).
    window.setTimeout(() => trigger.current?.focus(), 0);
  }, []);
  return (
    <>
      <Button ref={trigger} colorPalette="navy" size="lg" disabled={prompts.length === 0} onClick={() => setOpen(true)}>
        {intl.formatMessage(m.button)}
      </Button>
      {open && prompts.length > 0 && <Projection prompts={prompts} onClose={close} />}
    </>
  );
}
