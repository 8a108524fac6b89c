import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { BASE_BUDGET, DIALOGUE_TRANSITION_MS, SLIDE_TRANSITION_MS, type TutorialName, type TutorialSlide } from '@rink/game';
import { useContent } from '@/i18n/content/useContent';
import { useFormat } from '@/i18n/format';
import { AccentText } from './AccentText';
import { mascotArt } from './mascot-art';
import { slideExamples, slideTasks } from './tutorial-actions';
import { useKeepTargetInSight } from './useKeepTargetInSight';
import { usePanelClearance } from './usePanelClearance';
import { MediaImage } from '@/components/media/MediaImage';
import { ReadAloudButton, useReadAloud } from '@/components/read-aloud';
import { phaseMs } from '@/config/phase-speed';
import { createPausableClock } from '@/lib/pausable-clock';
import { tutorialMessages as m } from '../messages';

const TUTORIAL_TITLE: Record<TutorialName, MessageDescriptor> = {
  home: m.titleHome,
  budget: m.titleBudget,
  team: m.titleTeam,
  scout: m.titleScout,
  season: m.titleSeason,
};

interface Props {
  name: TutorialName;
  slides: readonly TutorialSlide[];
  index: number;
  onIndexChange: (index: number) => void;
  /** How many of the current slide's tasks the student has done, in order. */
  tasksDone: number;
  onFinish: () => void;
}

/** A task's mark, drawn for the eye (its state is said in words for screen readers). */
const TASK_MARK = { done: '✔', toDo: '○' } as const;

const PANEL_WIDTH = 'min(36rem, 100% - 2rem)';
const PANEL_LEFT: Record<TutorialSlide['position'], string> = {
  left: '1rem',
  center: `calc(50% - ${PANEL_WIDTH} / 2)`,
  right: `calc(100% - 1rem - ${PANEL_WIDTH})`,
};

/**
 * The mascot's tutorial (engine TUTORIALS): one slide at a time in a speech panel at the
 * bottom of the screen, so the page stays visible and usable (the budget tutorial asks the
 * student to move the savings puck). Timed slides move on by themselves after 3 s or 5 s;
 * the others wait for Next, which waits for the slide's tasks. Timings (docs/product.md#tutorials):
 * the panel enters over 1 s (dialogue transition), each slide fades in over 500 ms and the
 * panel glides to a new side over 2 s. Every one of these follows the phase-speed setting (phaseMs),
 * as the season's timers do, so browser tests can walk a tutorial fast; real time in the product.
 * A timed slide has Pause (WCAG 2.2.1, as the season's game has, D84): its time stands still,
 * its bar too, until Resume, then it goes on with the time it had left.
 */
export function MascotTutorial({ name, slides, index, onIndexChange, tasksDone, onFinish }: Props) {
  const slide = slides[index];
  const intl = useIntl();
  const format = useFormat();
  const content = useContent();
  const nextRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useKeepTargetInSight(panelRef, index);
  usePanelClearance(panelRef);
  const last = index >= slides.length - 1;
  const tasks = slideTasks(slide ?? null);
  const tasksComplete = tasksDone >= tasks.length;
  // While read-aloud reads (the slide, as it appears), a timed slide waits: its time starts once the reading ends.
  const reading = useReadAloud().owner !== null;
  // The slide's words enter the live region after the region itself (see below).
  const [inTree, setInTree] = useState(false);
  useEffect(() => setInTree(true), []);
  // The timed slides' clock: Pause holds it.
  const [clock] = useState(createPausableClock);
  const held = useSyncExternalStore(clock.subscribe, () => clock.paused);

  useEffect(() => {
    if (!slide || slide.timer <= 0 || reading) return;
    return clock.after(phaseMs(slide.timer), () => (last ? onFinish() : onIndexChange(index + 1)));
  }, [slide, index, last, onFinish, onIndexChange, reading, clock]);

  // A slide that waits for Next (and has nothing to do on the page) hands the keyboard its button.
  useEffect(() => {
    if (slide && slide.timer === 0 && slide.buttons.next && tasks.length === 0) nextRef.current?.focus();
  }, [slide, tasks.length]);

  if (!slide) return null;
  const art = mascotArt(slide.mascotPose);
  const examples = slideExamples(slide);
  const exampleTotal = BASE_BUDGET[1];
  // The slide's words in the screen's language (the content's own descriptors, by tutorial and index).
  const words = content.tutorialSlide(name, index);
  const exampleLine = (saved: number) =>
    intl.formatMessage(m.example, { total: format.money(exampleTotal), saved: format.money(saved), left: format.money(exampleTotal - saved) });
  // What read-aloud says: the slide's words, its examples and what to try.
  const spoken = [words.text || slide.message, ...examples.map(exampleLine), ...tasks.map((task) => intl.formatMessage(m.saveTask, { amount: format.money(task.amount) }))].join(' ');

  return (
    <Box
      ref={panelRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby="tutorial-title"
      position="fixed"
      zIndex="sticky"
      bottom="1rem"
      left={PANEL_LEFT[slide.position]}
      w={PANEL_WIDTH}
      transition={`left ${phaseMs(SLIDE_TRANSITION_MS.move)}ms ease-in-out`}
      animationName="slide-from-bottom, fade-in"
      animationDuration={`${phaseMs(DIALOGUE_TRANSITION_MS)}ms`}
      css={{ '@media (prefers-reduced-motion: reduce)': { transition: 'none', animation: 'none' } }}
    >
      <HStack
        align="flex-end"
        gap="0"
        bg="white"
        borderWidth="4px"
        borderColor="brand.500"
        borderRadius="3xl"
        boxShadow="0 12px 32px rgba(11, 31, 58, 0.28)"
        p={{ base: '3', md: '4' }}
      >
        <MediaImage
          key={slide.mascotPose}
          src={art.src}
          alt={intl.formatMessage(art.alt)}
          w={{ base: '72px', md: '104px' }}
          flexShrink={0}
          animationName="fade-in"
          animationDuration={`${phaseMs(SLIDE_TRANSITION_MS.fade)}ms`}
        />
        <Stack gap="3" flex="1" minW="0" pl="3">
          {/* Both rows wrap rather than push a part past the panel's edge or under Chip: the Spanish
              title's long words and "Atrás" beside "¡Entendido!" did at 320 px. */}
          <HStack justify="space-between" align="baseline" flexWrap="wrap" rowGap="1">
            <Text id="tutorial-title" as="h2" fontFamily="heading" fontWeight="800" fontSize="lg" color="brand.800">
              {intl.formatMessage(m.heading, { title: intl.formatMessage(TUTORIAL_TITLE[name]) })}
            </Text>
            <HStack gap="2" flexShrink={0}>
              <Text fontSize="sm" color="navy.700">
                {intl.formatMessage(m.slideCount, { index: index + 1, count: slides.length })}
              </Text>
              {/* A new slide is read as it appears when read-aloud is on (one key per slide). */}
              <ReadAloudButton key={`${name}-${index}`} text={spoken} readOnAppear />
            </HStack>
          </HStack>
          {/* The live region stays while the slides inside it change (one key per slide, for the fade),
              and is there, empty, before the first slide's words: a region mounted with its words is not read out. */}
          <Box aria-live="polite">
            {inTree && (
              <Box key={index} animationName="fade-in" animationDuration={`${phaseMs(SLIDE_TRANSITION_MS.fade)}ms`}>
                <Text fontSize={{ base: 'lg', md: 'xl' }} color="navy.900" lineHeight="short">
                  <AccentText message={words.text || slide.message} accent={words.text ? words.accent : slide.accentText} />
                </Text>
                {examples.map((saved) => (
                  <Text key={saved} mt="2" fontSize="lg" fontWeight="bold" color="navy.800" bg="brand.50" borderRadius="lg" px="3" py="1">
                    {exampleLine(saved)}
                  </Text>
                ))}
                {tasks.length > 0 && (
                  <List.Root as="ol" listStyle="none" mt="2" gap="1" aria-label={intl.formatMessage(m.thingsToTry)}>
                    {tasks.map((task, i) => {
                      const done = i < tasksDone;
                      return (
                        <List.Item key={task.event} fontSize="lg" fontWeight="semibold" color={done ? 'green.700' : 'navy.800'}>
                          <Box as="span" aria-hidden display="inline-block" w="1.6em">
                            {done ? TASK_MARK.done : TASK_MARK.toDo}
                          </Box>
                          {intl.formatMessage(m.saveTask, { amount: format.money(task.amount) })}
                          <Box as="span" srOnly>
                            {intl.formatMessage(done ? m.taskDone : m.taskToDo)}
                          </Box>
                        </List.Item>
                      );
                    })}
                  </List.Root>
                )}
              </Box>
            )}
          </Box>
          {slide.timer > 0 && (
            <Box h="6px" bg="brand.100" borderRadius="full" overflow="hidden" aria-hidden>
              {!reading && (
                <Box
                  key={index}
                  h="full"
                  bg="brand.500"
                  animationName="slide-timer"
                  animationDuration={`${phaseMs(slide.timer)}ms`}
                  animationTimingFunction="linear"
                  animationFillMode="forwards"
                  animationPlayState={held ? 'paused' : 'running'}
                  css={{ '@keyframes slide-timer': { from: { width: '0%' }, to: { width: '100%' } } }}
                />
              )}
            </Box>
          )}
          <HStack justify="flex-end" gap="3" flexWrap="wrap">
            {slide.timer > 0 && (
              <Button data-testid="tutorial-pause" variant="outline" colorPalette="navy" size="md" minH="44px" onClick={() => (clock.paused ? clock.resume() : clock.pause())}>
                {intl.formatMessage(held ? m.resume : m.pause)}
              </Button>
            )}
            {slide.buttons.back && index > 0 && (
              <Button variant="outline" colorPalette="navy" size="md" minH="44px" onClick={() => onIndexChange(index - 1)}>
                {intl.formatMessage(m.back)}
              </Button>
            )}
            {slide.buttons.next && (
              <Button
                ref={nextRef}
                colorPalette="orange"
                size="md"
                minH="44px"
                disabled={!tasksComplete}
                onClick={() => (last ? onFinish() : onIndexChange(index + 1))}
              >
                {intl.formatMessage(last ? m.gotIt : m.next)}
              </Button>
            )}
            {slide.buttons.close && (
              <Button variant="ghost" size="md" minH="44px" onClick={onFinish}>
                {intl.formatMessage(m.close)}
              </Button>
            )}
          </HStack>
        </Stack>
      </HStack>
    </Box>
  );
}
