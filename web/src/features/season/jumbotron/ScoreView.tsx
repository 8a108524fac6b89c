import { HStack, Stack, Text } from '@chakra-ui/react';
import type { SeasonTeam } from '@rink/game';
import type { PlayedGame } from '../game-flow';

/** The final score on the big screen, own team first. */
export function ScoreView({ home, opponent, played }: { home: SeasonTeam; opponent: SeasonTeam | null; played: PlayedGame }) {
  return (
    <HStack data-testid="score" gap={{ base: 3, md: 6 }} justify="center" aria-label={`Final score: ${home.name} ${played.score[0]}, ${opponent?.name ?? 'opponent'} ${played.score[1]}`} role="img">
      <Side name={home.name} goals={played.score[0]} />
      <Text fontSize="4xl" fontWeight="900" color="navy.200">
        –
      </Text>
      <Side name={opponent?.name ?? ''} goals={played.score[1]} />
    </HStack>
  );
}

function Side({ name, goals }: { name: string; goals: number }) {
  return (
    <Stack align="center" gap="0">
      <Text fontFamily="heading" fontWeight="900" fontSize={{ base: '6xl', md: '7xl' }} lineHeight="1" color="white">
        {goals}
      </Text>
      <Text fontWeight="800" fontSize="lg">
        {name}
      </Text>
    </Stack>
  );
}
