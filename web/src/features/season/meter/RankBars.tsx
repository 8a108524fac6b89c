import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CheerState } from '@rink/game';
import type { CheerStore } from '../cheer/cheer-store';
import { useCheerValue } from '../cheer/useCheerValue';
import { cheerMessages as m } from '../messages';

const pickBonus = (s: CheerState) => s.rankBonus;

interface Props {
  store: CheerStore;
  teamName: string;
  teamRank: number;
  opponentName: string | null;
  opponentRank: number | null;
}

/**
 * The team-rank bars of both teams (docs/product.md#season-page): the student's rank plus the cheer bonus
 * against the opponent's. The higher one wins the game (docs/product.md#season-rules). Bars scale with a
 * transform, so a bonus point costs no layout work.
 */
export function RankBars({ store, teamName, teamRank, opponentName, opponentRank }: Props) {
  const bonus = useCheerValue(store, pickBonus);
  const intl = useIntl();
  const ours = teamRank + bonus;
  const top = Math.max(ours, opponentRank ?? 0, 1);
  return (
    <Stack data-testid="rank-bars" as="section" aria-label={intl.formatMessage(m.ranksLabel)} gap="3" bg="white" borderRadius="2xl" borderWidth="2px" borderColor="brand.100" p="4" boxShadow="sm">
      <Text fontWeight="800" fontSize="lg" color="navy.900">
        <FormattedMessage {...m.ranksTitle} />
      </Text>
      <Bar label={teamName} value={`${ours}`} detail={bonus > 0 ? intl.formatMessage(m.rankWithBonus, { rank: teamRank, bonus }) : undefined} share={ours / top} colour="brand.600" />
      {opponentName !== null && opponentRank !== null ? (
        <Bar label={opponentName} value={`${opponentRank}`} share={opponentRank / top} colour="orange.600" />
      ) : (
        <Text color="navy.800">
          <FormattedMessage {...m.noGamesLeft} />
        </Text>
      )}
    </Stack>
  );
}

function Bar({ label, value, detail, share, colour }: { label: string; value: string; detail?: string; share: number; colour: string }) {
  return (
    <Stack gap="1">
      <HStack justify="space-between" gap="2" fontWeight="bold" color="navy.900">
        {/* Two lines before an ellipsis: a team's name spaced out by the reader (WCAG 1.4.12) still shows whole. */}
        <Text lineClamp={2} title={label}>
          {label}
        </Text>
        <Text whiteSpace="nowrap">{value}</Text>
      </HStack>
      <Box h="18px" bg="navy.50" borderRadius="full" overflow="hidden" aria-hidden>
        <Box h="full" w="full" bg={colour} borderRadius="full" transformOrigin="left" transform={`scaleX(${Math.max(0.02, Math.min(1, share))})`} transition="transform 0.3s ease-out" />
      </Box>
      {detail && (
        <Text fontSize="sm" fontWeight="semibold" color="navy.800">
          {detail}
        </Text>
      )}
    </Stack>
  );
}
