import { useId } from 'react';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatMoney, playerInSlot, SLOTS, type SigningMoney, type SlotName, type Student } from '@rink/game';
import { LinkButton } from '@/components/ui/LinkButton';
import { paths } from '@/config/paths';
import { useGameShell } from '@/play';
import { SLOT_LABEL } from '../slot-labels';

/** The money the student has left to spend, on top of the board. */
export function MoneyLeft({ remaining }: { remaining: number }) {
  return (
    <Text fontSize="xl" fontWeight="bold" color="navy.900" mb="3">
      You have {formatMoney(remaining)} left to spend.
    </Text>
  );
}

/** Why a listed player cannot be signed now (the engine's signingMoney), or undefined. */
export function cannotAffordText(money: SigningMoney | undefined): string | undefined {
  switch (money?.blocked) {
    case 'budget/insufficient':
      return `Costs ${formatMoney(money.short)} more than you have.`;
    case 'budget/team-cost-cap':
      return 'Over the league’s limit on what a team’s contracts can cost.';
    case 'budget/rank-cap':
      return 'Would make your team too strong for this league.';
    default:
      return undefined;
  }
}

/** "Forward 2: Ava Quill ($3)" for each slot, in lineup order. */
function starterList(student: Student, slots: ReadonlySet<SlotName>): string {
  return SLOTS.filter((slot) => slots.has(slot))
    .map((slot) => {
      const p = playerInSlot(student, slot);
      return p ? `${p.playerName} (${SLOT_LABEL[slot]}, ${formatMoney(p.playerCost)})` : SLOT_LABEL[slot];
    })
    .join(', ');
}

interface WaysOutProps {
  student: Student;
  /** The engine's answer for each player on this tab. */
  answers: SigningMoney[];
  onClose: () => void;
}

/**
 * When some players on the tab cost more than the money left: the ways out the rules allow,
 * right on the board (savings back to spending; a trade in the season; a release before it).
 */
export function WaysOut({ student, answers, onClose }: WaysOutProps) {
  const { canNavigate } = useGameShell();
  const titleId = useId();
  const short = answers.filter((a) => a.blocked === 'budget/insufficient');
  if (short.length === 0) return null;
  const bySavings = short.some((a) => a.bySavings) && canNavigate('budget');
  const byTrade = new Set(short.flatMap((a) => a.byTrade));
  const byRelease = new Set(short.flatMap((a) => a.byRelease));

  return (
    <Box as="section" aria-labelledby={titleId} bg="orange.50" borderWidth="2px" borderColor="orange.300" borderRadius="xl" p="4">
      <Stack gap="2">
        <Heading as="h3" id={titleId} fontSize="lg" color="navy.900">
          Short on money?
        </Heading>
        {bySavings && (
          <Text fontSize="md" color="navy.900">
            You have {formatMoney(student.savingsBudget)} in savings. Move some back to spending on the Budget page.
          </Text>
        )}
        {byTrade.size > 0 && (
          <Text fontSize="md" color="navy.900">
            Trade a starter for a cheaper player to free money: {starterList(student, byTrade)}. Close this board, press that player on your team, then Trade.
          </Text>
        )}
        {byRelease.size > 0 && (
          <Text fontSize="md" color="navy.900">
            Release a starter to free money: {starterList(student, byRelease)}. Close this board, press that player on your team, then Release.
          </Text>
        )}
        {!bySavings && byTrade.size === 0 && byRelease.size === 0 && (
          <Text fontSize="md" color="navy.900">
            Pick a player you can pay for now.
          </Text>
        )}
        <HStack gap="3" wrap="wrap">
          {bySavings && (
            <LinkButton to={paths.budget} colorPalette="brand" size="md">
              Move savings to spending
            </LinkButton>
          )}
          {(byTrade.size > 0 || byRelease.size > 0) && (
            <Button variant="outline" colorPalette="navy" size="md" onClick={onClose}>
              Back to my team
            </Button>
          )}
        </HStack>
      </Stack>
    </Box>
  );
}
