import { useEffect } from 'react';
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { budgetOf, formatMoney, remainingBudget, savingsRange } from '@rink/game';
import { Highlight } from '@/components/game/Highlight';
import { uiArt } from '@/components/media/media';
import { PageStick, useGameShell, useStudent } from '@/play';
import { EquationBoard } from './EquationBoard';
import { RolloverDialog } from './RolloverDialog';
import { StickSlider } from './StickSlider';
import { useDebouncedSavings, type SaveStatus } from './useDebouncedSavings';
import { MediaImage } from '@/components/media/MediaImage';

const STATUS_TEXT: Record<SaveStatus, string> = {
  idle: '',
  waiting: 'Saving…',
  saving: 'Saving…',
  saved: 'Saved',
  error: '',
};

/**
 * The budget page (docs/product.md#budget-page): the equation board, the stick slider that sets savings
 * (0 to total − spent, engine savingsRange; held below $13 in the level-1 budget tutorial),
 * and the rollover button when last season's savings wait.
 */
export function BudgetPage() {
  const student = useStudent();
  const { inTutorial, page, isHighlighted, reportTutorialEvent, tutorialSlide } = useGameShell();
  const range = savingsRange(student, inTutorial && page === 'budget');
  const { draft, change, status, error } = useDebouncedSavings(student.savingsBudget);
  const { total, spent } = budgetOf(student);
  const shown = { ...student, savingsBudget: draft };
  const locked = student.season.inTransition;

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
        <Stack gap="3" bg="white/95" borderRadius="3xl" borderWidth="2px" borderColor="brand.100" boxShadow="lg" p={{ base: 4, md: 6 }}>
          <HStack justify="space-between" align="center" wrap="wrap" gap="3">
            <HStack gap="3">
              <MediaImage src={uiArt.hockeyStick} alt="" h="28px" w="auto" display={{ base: 'none', md: 'block' }} />
              <Heading as="h2" id="savings-heading" fontSize={{ base: 'xl', md: '2xl' }} color="navy.900">
                Savings: {formatMoney(draft)}
              </Heading>
            </HStack>
            <Text role="status" aria-live="polite" fontSize="lg" fontWeight="bold" color={status === 'saved' ? 'green.700' : 'navy.700'} minW="6rem" textAlign="right">
              {STATUS_TEXT[status]}
            </Text>
          </HStack>
          <Text fontSize="lg" color="navy.800">
            Slide the puck to put money in savings. You can save up to {formatMoney(range.max)}.
          </Text>
          <StickSlider
            label="Savings"
            value={draft}
            range={range}
            disabled={locked}
            onChange={change}
          />
          {locked && (
            <Text fontSize="lg" color="navy.800">
              The season is over: choose what to do next on the trophies page.
            </Text>
          )}
          {error && (
            <Text role="alert" fontSize="lg" fontWeight="bold" color="red.700">
              {error}
            </Text>
          )}
        </Stack>
      </Highlight>

      {student.rollOverBudget > 0 && (
        <Box>
          <RolloverDialog student={student} disabled={inTutorial || locked} />
        </Box>
      )}

      <Stack direction={{ base: 'column', md: 'row' }} gap="4" as="nav" aria-label="Where to next" pr="4">
        <PageStick page="home" label="HOME" description="Back to your office." size="md" />
        <PageStick page="team" label="TEAM" description="Build your team by signing players!" size="md" />
      </Stack>
    </Stack>
  );
}
