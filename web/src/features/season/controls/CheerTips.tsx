import { Stack, Text } from '@chakra-ui/react';
import { CLICKS_PER_RANK_BONUS, MAX_RANK_BONUS, STEADY_PRESSES_FOR_FULL_BONUS, type CheerStyle } from '@rink/game';

/** While a game is on, the left card says how cheering works in the student's style. */
export function CheerTips({ style }: { style: CheerStyle }) {
  const perPoint = STEADY_PRESSES_FOR_FULL_BONUS / MAX_RANK_BONUS;
  return (
    <Stack as="section" aria-label="How to cheer" gap="2" bg="white" borderRadius="2xl" borderWidth="2px" borderColor="brand.100" p="4" boxShadow="sm" color="navy.900">
      <Text fontWeight="900" fontSize="lg">
        How to cheer
      </Text>
      {style === 'steady' ? (
        <Text>
          Press the puck (or Space) at your own pace. Every {perPoint} presses add 1 to your team rank, up to +{MAX_RANK_BONUS}. The game waits for you.
        </Text>
      ) : (
        <Text>
          Click the puck (or press Space) as fast as you can while the game is on! Every {CLICKS_PER_RANK_BONUS} cheers add 1 to your team rank, up to +{MAX_RANK_BONUS}.
        </Text>
      )}
    </Stack>
  );
}
