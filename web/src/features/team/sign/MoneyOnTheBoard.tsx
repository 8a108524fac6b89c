import { useId } from 'react';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl, type IntlShape } from 'react-intl';
import { playerInSlot, SLOTS, type SigningMoney, type SlotName, type Student } from '@rink/game';
import { LinkButton } from '@/components/ui/LinkButton';
import { paths } from '@/config/paths';
import { useFormat, type Formatters } from '@/i18n/format';
import { useGameShell } from '@/play';
import { boardMessages as m } from '../messages';
import { SLOT_LABEL } from '../slot-labels';

/** The money the student has left to spend, on top of the board. */
export function MoneyLeft({ remaining }: { remaining: number }) {
  const intl = useIntl();
  const format = useFormat();
  return (
    <Text fontSize="xl" fontWeight="bold" color="navy.900" mb="3">
      {intl.formatMessage(m.moneyLeft, { amount: format.money(remaining) })}
    </Text>
  );
}

/** Why a listed player cannot be signed now (the engine's signingMoney), or undefined. */
export function cannotAffordText(intl: IntlShape, format: Formatters, money: SigningMoney | undefined): string | undefined {
  switch (money?.blocked) {
    case 'budget/insufficient':
      return intl.formatMessage(m.costsMore, { short: format.money(money.short) });
    case 'budget/team-cost-cap':
      return intl.formatMessage(m.overTeamCostCap);
    case 'budget/rank-cap':
      return intl.formatMessage(m.overRankCap);
    default:
      return undefined;
  }
}

/** "Ava Quill (Forward 2, $3), ..." for each slot, in lineup order. */
function starterList(intl: IntlShape, format: Formatters, student: Student, slots: ReadonlySet<SlotName>): string {
  const starters = SLOTS.filter((slot) => slots.has(slot)).map((slot) => {
    const p = playerInSlot(student, slot);
    const label = intl.formatMessage(SLOT_LABEL[slot]);
    return p ? intl.formatMessage(m.starter, { name: p.playerName, slot: label, cost: format.money(p.playerCost) }) : label;
  });
  // "a, b, c" in both languages (the unit list: no "and" before the last).
  return intl.formatList(starters, { type: 'unit', style: 'short' });
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
  const intl = useIntl();
  const format = useFormat();
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
          {intl.formatMessage(m.shortOnMoney)}
        </Heading>
        {bySavings && (
          <Text fontSize="md" color="navy.900">
            {intl.formatMessage(m.bySavings, { savings: format.money(student.savingsBudget) })}
          </Text>
        )}
        {byTrade.size > 0 && (
          <Text fontSize="md" color="navy.900">
            {intl.formatMessage(m.byTrade, { starters: starterList(intl, format, student, byTrade) })}
          </Text>
        )}
        {byRelease.size > 0 && (
          <Text fontSize="md" color="navy.900">
            {intl.formatMessage(m.byRelease, { starters: starterList(intl, format, student, byRelease) })}
          </Text>
        )}
        {!bySavings && byTrade.size === 0 && byRelease.size === 0 && (
          <Text fontSize="md" color="navy.900">
            {intl.formatMessage(m.pickAffordable)}
          </Text>
        )}
        <HStack gap="3" wrap="wrap">
          {bySavings && (
            <LinkButton to={paths.budget} colorPalette="brand" size="md">
              {intl.formatMessage(m.moveSavings)}
            </LinkButton>
          )}
          {(byTrade.size > 0 || byRelease.size > 0) && (
            <Button variant="outline" colorPalette="navy" size="md" onClick={onClose}>
              {intl.formatMessage(m.backToMyTeam)}
            </Button>
          )}
        </HStack>
      </Stack>
    </Box>
  );
}
