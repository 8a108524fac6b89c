import { chakra, HStack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { MovePreview } from '@rink/game';
import { useFormat } from '@/i18n/format';
import { changeMessages as m } from './messages';

/** The arrow between before and after (a symbol; screen readers hear its label). */
const ARROW = '→';

function ChangeRow({ label, before, after }: { label: string; before: string; after: string }) {
  const intl = useIntl();
  return (
    <HStack justify="space-between" fontSize="xl" bg="navy.50" borderRadius="lg" px="4" py="2">
      <Text fontWeight="bold" color="navy.900">
        {label}
      </Text>
      <Text fontWeight="bold" color="navy.900">
        {before} <chakra.span aria-label={intl.formatMessage(m.changesTo)}>{ARROW}</chakra.span> {after}
      </Text>
    </HStack>
  );
}

/** The contract a sign or trade takes on. */
export function CostRow({ cost }: { cost: number }) {
  const intl = useIntl();
  const format = useFormat();
  return (
    <HStack justify="space-between" fontSize="xl" bg="orange.50" borderRadius="lg" px="4" py="2">
      <Text fontWeight="bold" color="navy.900">
        {intl.formatMessage(m.cost)}
      </Text>
      <Text fontWeight="900" color="orange.700">
        {format.money(cost)}
      </Text>
    </HStack>
  );
}

/** Remaining budget and team rank before -> after, as the engine's previewMove says. */
export function ChangeRows({ preview }: { preview: MovePreview }) {
  const intl = useIntl();
  const format = useFormat();
  const { remaining, teamRank } = preview;
  return (
    <>
      <ChangeRow
        label={intl.formatMessage(m.remainingBudget)}
        before={format.money(remaining.before)}
        after={remaining.after < 0 ? intl.formatMessage(m.notEnough) : format.money(remaining.after)}
      />
      <ChangeRow label={intl.formatMessage(m.teamOverallRank)} before={format.number(teamRank.before)} after={format.number(teamRank.after)} />
    </>
  );
}
