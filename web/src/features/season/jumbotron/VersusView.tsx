import { HStack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { SeasonTeam } from '@rink/game';
import { jumbotronMessages as m } from '../messages';
import { TeamBadge } from './TeamBadge';

/** Up next and warming up (docs/product.md#season-page): both teams face each other, with their team ranks. */
export function VersusView({ home, homeRank, opponent }: { home: SeasonTeam; homeRank: number; opponent: SeasonTeam }) {
  const intl = useIntl();
  return (
    <HStack data-testid="versus" gap={{ base: 2, md: 4 }} w="full" justify="center" align="center">
      <TeamBadge team={home} rank={homeRank} />
      <Text fontFamily="heading" fontWeight="900" fontSize={{ base: '3xl', md: '4xl' }} color="orange.300" aria-label={intl.formatMessage(m.versus)}>
        {intl.formatMessage(m.vs)}
      </Text>
      <TeamBadge team={opponent} rank={opponent.teamRank} />
    </HStack>
  );
}
