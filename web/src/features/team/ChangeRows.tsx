import { chakra, HStack, Text } from '@chakra-ui/react';
import { formatMoney, type MovePreview } from '@rink/game';

function ChangeRow({ label, before, after }: { label: string; before: string; after: string }) {
  return (
    <HStack justify="space-between" fontSize="xl" bg="navy.50" borderRadius="lg" px="4" py="2">
      <Text fontWeight="bold" color="navy.900">
        {label}
      </Text>
      <Text fontWeight="bold" color="navy.900">
        {before} <chakra.span aria-label="changes to">→</chakra.span> {after}
      </Text>
    </HStack>
  );
}

/** The contract a sign or trade takes on. */
export function CostRow({ cost }: { cost: number }) {
  return (
    <HStack justify="space-between" fontSize="xl" bg="orange.50" borderRadius="lg" px="4" py="2">
      <Text fontWeight="bold" color="navy.900">
        Cost
      </Text>
      <Text fontWeight="900" color="orange.700">
        {formatMoney(cost)}
      </Text>
    </HStack>
  );
}

/** Remaining budget and team rank before -> after, as the engine's previewMove says. */
export function ChangeRows({ preview }: { preview: MovePreview }) {
  const { remaining, teamRank } = preview;
  return (
    <>
      <ChangeRow
        label="Remaining budget"
        before={formatMoney(remaining.before)}
        after={remaining.after < 0 ? 'not enough!' : formatMoney(remaining.after)}
      />
      <ChangeRow label="Team overall rank" before={String(teamRank.before)} after={String(teamRank.after)} />
    </>
  );
}
