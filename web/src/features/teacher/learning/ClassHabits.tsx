import { chakra, Heading, List, Text } from '@chakra-ui/react';
import { shareText, type ClassHabits as Habits } from './learning-figures';

/**
 * The habits behind the scores, for the whole class: what the teams did in their seasons. A
 * line only once there is something to count (no "0 of 0").
 */
export function ClassHabits({ habits }: { habits: Habits }) {
  const lines = [
    habits.seasons > 0 && shareText(habits.seasonsSaved, habits.seasons, habits.seasons === 1 ? 'season ended with savings' : 'seasons ended with savings'),
    habits.injuries > 0 && shareText(habits.injuriesCovered, habits.injuries, habits.injuries === 1 ? 'injury covered without playing short' : 'injuries covered without playing short'),
    habits.refusals > 0 &&
      shareText(habits.refusalsRecovered, habits.refusals, habits.refusals === 1 ? 'signing refused for lack of money was filled later' : 'signings refused for lack of money were filled later'),
  ].filter((line): line is string => typeof line === 'string');
  return (
    <chakra.section aria-labelledby="learning-habits-title" bg="white" borderRadius="xl" borderWidth="1px" borderColor="navy.100" p={{ base: 3, md: 5 }} className="learning-habits">
      <Heading as="h3" size="lg" id="learning-habits-title" color="navy.900" mb="2">
        The habits behind them
      </Heading>
      {lines.length === 0 ? (
        <Text fontSize="md">No season has ended yet: the class’s habits show here after the first one.</Text>
      ) : (
        <List.Root gap="1" ps="5" fontSize="lg">
          {lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List.Root>
      )}
    </chakra.section>
  );
}
