import { HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl, type IntlShape } from 'react-intl';
import type { SeasonTeam } from '@rink/game';
import type { PlayedGame } from '../game-flow';
import { jumbotronMessages as m } from '../messages';

/** 'Final score: Cubs 2, Owls 1': the score's words, own team first. */
export const finalScoreText = (intl: IntlShape, home: SeasonTeam, opponent: SeasonTeam | null, played: PlayedGame): string =>
  intl.formatMessage(m.finalScore, {
    home: home.name,
    homeGoals: played.score[0],
    opponent: opponent?.name ?? intl.formatMessage(m.opponent),
    opponentGoals: played.score[1],
  });

/** The final score on the big screen, own team first. */
export function ScoreView({ home, opponent, played }: { home: SeasonTeam; opponent: SeasonTeam | null; played: PlayedGame }) {
  const intl = useIntl();
  const label = finalScoreText(intl, home, opponent, played);
  return (
    // One picture named by its words: its numbers and names are hidden, so a screen reader says the score once.
    <HStack data-testid="score" gap={{ base: 3, md: 6 }} justify="center" aria-label={label} role="img">
      <Side name={home.name} goals={played.score[0]} />
      <Text fontSize="4xl" fontWeight="900" color="navy.200" aria-hidden>
        {intl.formatMessage(m.scoreDash)}
      </Text>
      <Side name={opponent?.name ?? ''} goals={played.score[1]} />
    </HStack>
  );
}

function Side({ name, goals }: { name: string; goals: number }) {
  return (
    <Stack align="center" gap="0" aria-hidden>
      <Text fontFamily="heading" fontWeight="900" fontSize={{ base: '6xl', md: '7xl' }} lineHeight="1" color="white">
        {goals}
      </Text>
      <Text fontWeight="800" fontSize="lg">
        {name}
      </Text>
    </Stack>
  );
}
