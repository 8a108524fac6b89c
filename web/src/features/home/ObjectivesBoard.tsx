import { Box, Heading, List, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { homeObjectives, type Student } from '@rink/game';
import { ReadAloudButton } from '@/components/read-aloud';
import { useContent } from '@/i18n/content/useContent';
import { homeMessages as m } from './messages';

/** A done objective's tick (a symbol, hidden from screen readers: the "(done)" after it says it). */
const TICK = '✔';

/** The objectives board (docs/product.md#home-page): the engine's three objectives, urgent ones first. */
export function ObjectivesBoard({ student }: { student: Student }) {
  const intl = useIntl();
  const content = useContent();
  const objectives = homeObjectives(student);
  return (
    <Box bg="navy.900" color="white" borderRadius="2xl" borderWidth="6px" borderColor="#7A4B1E" p={{ base: 4, md: 6, lg: 4 }} boxShadow="lg" h="full">
      <Heading as="h2" fontFamily="heading" fontSize={{ base: '2xl', lg: 'xl' }} mb={{ base: 4, lg: 2 }} color="#FFD23F" letterSpacing="wide">
        {intl.formatMessage(m.objectives)}
      </Heading>
      {objectives.length === 0 ? (
        <Text fontSize="lg">{intl.formatMessage(m.nothingToDo)}</Text>
      ) : (
        <List.Root as="ol" listStyle="none" gap={{ base: 3, lg: 2 }}>
          {objectives.map((o) => (
            <List.Item
              key={o.id}
              display="flex"
              alignItems="center"
              gap="3"
              fontSize={{ base: 'xl', lg: 'lg' }}
              fontWeight="semibold"
              bg={o.isUrgent && !o.isComplete ? 'orange.600' : 'whiteAlpha.100'}
              borderRadius="xl"
              px="3"
              py={{ base: 2, lg: 1.5 }}
            >
              <Box
                aria-hidden
                flexShrink={0}
                boxSize={{ base: '32px', lg: '28px' }}
                borderRadius="full"
                borderWidth="3px"
                borderColor={o.isComplete ? '#7EE2A8' : 'white'}
                bg={o.isComplete ? '#1F8A4C' : 'transparent'}
                display="flex"
                alignItems="center"
                justifyContent="center"
                fontSize="lg"
              >
                {o.isComplete ? TICK : null}
              </Box>
              <Text as="span" flex="1" textDecoration={o.isComplete ? 'line-through' : undefined} opacity={o.isComplete ? 0.85 : 1}>
                {content.objective(o)}
              </Text>
              <Box as="span" srOnly>
                {intl.formatMessage(o.isComplete ? m.objectiveDone : o.isUrgent ? m.objectiveUrgent : m.objectiveToDo)}
              </Box>
              <ReadAloudButton text={content.objective(o)} />
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}
