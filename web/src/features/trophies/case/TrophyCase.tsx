import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { trophyCase, type TrophyShelf, type TrophyShelfCup } from '@rink/game';
import { useStudent } from '@/play';
import { caseMessages as m } from '../messages';
import { CupButton } from './CupButton';

export interface OpenCup {
  shelf: TrophyShelf;
  entry: TrophyShelfCup;
}

/**
 * The trophy case (docs/product.md#trophies-page): shelves for levels 3, 2 and 1, three cups each;
 * the shelves above the student's level are dimmed. The engine says what is won and dimmed.
 */
export function TrophyCase({ onOpenCup }: { onOpenCup: (cup: OpenCup) => void }) {
  const intl = useIntl();
  const student = useStudent();
  const shelves = trophyCase(student);
  return (
    <Box as="section" aria-labelledby="trophy-case-title" bg="navy.900" borderRadius="3xl" p={{ base: 3, md: 5 }} boxShadow="xl">
      <Heading id="trophy-case-title" as="h2" fontSize={{ base: '2xl', md: '3xl' }} color="white" textAlign="center" mb="4">
        {intl.formatMessage(m.title)}
      </Heading>
      <Stack gap={{ base: 3, md: 4 }}>
        {shelves.map((shelf) => (
          <Box
            key={shelf.level}
            as="section"
            aria-label={intl.formatMessage(shelf.dimmed ? m.shelfLabelDimmed : m.shelfLabel, { level: shelf.level })}
            bg={shelf.dimmed ? 'navy.300' : 'brand.50'}
            borderRadius="2xl"
            borderBottomWidth="10px"
            borderBottomColor={shelf.dimmed ? 'navy.400' : '#8A5A2B'}
            px={{ base: 2, md: 4 }}
            py="3"
          >
            <Text fontWeight="900" fontSize={{ base: 'lg', md: 'xl' }} color="navy.900" mb="2">
              {intl.formatMessage(m.shelfLevel, { level: shelf.level })}
              {shelf.dimmed && (
                <Text as="span" fontWeight="bold" fontSize="md" color="navy.800" ms="3">
                  {intl.formatMessage(m.shelfLocked, { level: shelf.level })}
                </Text>
              )}
            </Text>
            <SimpleGrid columns={3} gap={{ base: 2, md: 4 }}>
              {shelf.cups.map((entry) => (
                <CupButton key={entry.cup.key} shelf={shelf} entry={entry} onOpen={() => onOpenCup({ shelf, entry })} />
              ))}
            </SimpleGrid>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
