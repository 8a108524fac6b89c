import { chakra, Heading, List, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { habitLines, type ClassHabits as Habits } from './learning-figures';
import { habitsMessages as m } from './messages';

/**
 * The habits behind the scores, for the whole class: what the teams did in their seasons. A
 * line only once there is something to count (no "0 of 0").
 */
export function ClassHabits({ habits }: { habits: Habits }) {
  const intl = useIntl();
  const lines = habitLines(intl, habits);
  return (
    <chakra.section aria-labelledby="learning-habits-title" bg="white" borderRadius="xl" borderWidth="1px" borderColor="navy.100" p={{ base: 3, md: 5 }} className="learning-habits">
      <Heading as="h3" size="lg" id="learning-habits-title" color="navy.900" mb="2">
        {intl.formatMessage(m.title)}
      </Heading>
      {lines.length === 0 ? (
        <Text fontSize="md">{intl.formatMessage(m.none)}</Text>
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
