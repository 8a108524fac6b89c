import { useCallback, useEffect, useRef } from 'react';
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { budgetOf, remainingBudget, savingsRange } from '@rink/game';
import { Highlight } from '@/components/game/Highlight';
import { DialogFinalFocus } from '@/components/ui/dialog-final-focus';
import { uiArt } from '@/components/media/media';
import { PageStick, useGameShell, useStudent } from '@/play';
import { EquationBoard } from './EquationBoard';
import { RolloverDialog } from './RolloverDialog';
import { StickSlider } from './StickSlider';
import { useDebouncedSavings, type SaveStatus } from './useDebouncedSavings';
import { MediaImage } from '@/components/media/MediaImage';
import { useFormat } from '@/i18n/format';
import { useServerText } from '@/i18n/server-text';
import { budgetMessages as m } from './messages';

/** What the save's status line says (nothing when idle; an error is told under the slider). */
const STATUS_TEXT: Record<SaveStatus, MessageDescriptor | null> = {
  idle: null,
  waiting: m.saving,
  saving: m.saving,
  saved: m.saved,
  error: null,
};

/**
 * The budget page (docs/product.md#budget-page): the equation board, the stick slider that sets savings
 * (0 to total − spent, engine savingsRange; held below $13 in the level-1 budget tutorial),
 * and the rollover button when last season's savings wait.
 */
export function BudgetPage() {
  const intl = useIntl();
  const format = useFormat();
  const serverText = useServerText();
  const student = useStudent();
  const { inTutorial, page, isHighlighted, reportTutorialEvent, tutorialSlide } = useGameShell();
  const range = savingsRange(student, inTutorial && page === 'budget');
  const { draft, change, status, error } = useDebouncedSavings(student.savingsBudget);
  const { total, spent } = budgetOf(student);
  const shown = { ...student, savingsBudget: draft };
  const locked = student.season.inTransition;
  const statusText = STATUS_TEXT[status];

  // After the rollover the focus goes back to its button, or, once every saved dollar is added and
  // the button has gone, to the savings puck: what a bigger total lets the student do next.
  const rolloverBox = useRef<HTMLDivElement>(null);
  const savingsBox = useRef<HTMLDivElement>(null);
  const afterRollover = useCallback(
    () => rolloverBox.current?.querySelector('button') ?? savingsBox.current?.querySelector<HTMLElement>('[role="slider"]') ?? null,
    [],
  );

  // The tutorial's tasks ask for the puck at given amounts; tell it where the puck is.
  useEffect(() => {
    if (tutorialSlide) reportTutorialEvent(`savings:${draft}`);
  }, [draft, tutorialSlide, reportTutorialEvent]);

  return (
    <Stack gap={{ base: 5, md: 6 }}>
      <Highlight active={isHighlighted('equation')}>
        <EquationBoard total={total} savings={draft} spent={spent} remaining={remainingBudget(shown)} />
      </Highlight>

      <Highlight active={isHighlighted('savingsSlider')}>
        <Stack ref={savingsBox} gap="3" bg="white/95" borderRadius="3xl" borderWidth="2px" borderColor="brand.100" boxShadow="lg" p={{ base: 4, md: 6 }}>
          <HStack justify="space-between" align="center" wrap="wrap" gap="3">
            <HStack gap="3">
              <MediaImage src={uiArt.hockeyStick} alt="" h="28px" w="auto" display={{ base: 'none', md: 'block' }} />
              <Heading as="h2" id="savings-heading" fontSize={{ base: 'xl', md: '2xl' }} color="navy.900">
                {intl.formatMessage(m.savingsHeading, { amount: format.money(draft) })}
              </Heading>
            </HStack>
            <Text role="status" aria-live="polite" fontSize="lg" fontWeight="bold" color={status === 'saved' ? 'green.700' : 'navy.700'} minW="6rem" textAlign="right">
              {statusText && intl.formatMessage(statusText)}
            </Text>
          </HStack>
          <Text fontSize="lg" color="navy.800">
            {intl.formatMessage(m.slideToSave, { max: format.money(range.max) })}
          </Text>
          <StickSlider
            label={intl.formatMessage(m.sliderLabel)}
            value={draft}
            range={range}
            disabled={locked}
            onChange={change}
          />
          {locked && (
            <Text fontSize="lg" color="navy.800">
              {intl.formatMessage(m.seasonOver)}
            </Text>
          )}
          {error && (
            <Text role="alert" fontSize="lg" fontWeight="bold" color="red.700">
              {serverText.text(error.message, error.code)}
            </Text>
          )}
        </Stack>
      </Highlight>

      {student.rollOverBudget > 0 && (
        <Box ref={rolloverBox}>
          <DialogFinalFocus.Provider value={afterRollover}>
            <RolloverDialog student={student} disabled={inTutorial || locked} />
          </DialogFinalFocus.Provider>
        </Box>
      )}

      <Stack direction={{ base: 'column', md: 'row' }} gap="4" as="nav" aria-label={intl.formatMessage(m.whereNext)} pr="4">
        <PageStick page="home" label={intl.formatMessage(m.stickHome)} description={intl.formatMessage(m.stickHomeDescription)} size="md" />
        <PageStick page="team" label={intl.formatMessage(m.stickTeam)} description={intl.formatMessage(m.stickTeamDescription)} size="md" />
      </Stack>
    </Stack>
  );
}
