import { HStack, Text } from '@chakra-ui/react';
import type { SeasonTeam } from '@rink/game';
import { TeamBadge } from './TeamBadge';

/** Up next and warming up (docs/product.md#season-page): both teams face each other, with their team ranks. */
export function VersusView({ home, homeRank, opponent }: { home: SeasonTeam; homeRank: number; opponent: SeasonTeam }) {
  return (
    <HStack data-testid="versus" gap={{ base: 2, md: 4 }} w="full" justify="center" align="center">
      <TeamBadge team={home} rank={homeRank} />
      <Text fontFamily="heading" fontWeight="900" fontSize={{ base: '3xl', md: '4xl' }} color="orange.300" aria-label="versus">
        VS
      </Text>
      <TeamBadge team={opponent} rank={opponent.teamRank} />
    </HStack>
  );
}
