import { Box, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { budgetOf, HOME_TEAMS, levelCaps, remainingBudget, teamRank } from '@rink/game';
import { mediaImageUrl } from '@/components/media/media';
import { useStudent } from '@/play';
import { MediaImage } from '@/components/media/MediaImage';
import { useFormat } from '@/i18n/format';
import { teamMessages as m } from './messages';

/** The club, its general manager, and the money and rank board (docs/product.md#team-page). */
export function ClubHeader() {
  const intl = useIntl();
  const format = useFormat();
  const student = useStudent();
  const team = HOME_TEAMS[student.level];
  const { total, spent, savings } = budgetOf(student);
  const caps = levelCaps(student);
  return (
    // The board beside the club while both fit, else below it: its room is in rem, so text made
    // larger (WCAG 1.4.4) moves it below rather than squeezing its words letter by letter.
    <Flex wrap="wrap" gap={{ base: 4, md: 6 }} align="center">
      <HStack gap="4" flex="1 1 auto">
        <MediaImage src={mediaImageUrl(team.logo)} alt={intl.formatMessage(m.teamLogo, { team: team.nameFull })} boxSize={{ base: '72px', md: '96px' }} />
        <Stack gap="0">
          <Heading as="h2" fontSize={{ base: '2xl', md: '3xl' }} color="navy.900">
            {team.nameFull}
          </Heading>
          <Text fontSize="lg" color="navy.800">
            {intl.formatMessage(m.clubLine, { level: student.level, firstName: student.firstName, lastName: student.lastName })}
          </Text>
        </Stack>
      </HStack>
      <SimpleGrid flex="999 1 32rem" minChildWidth="6rem" gap="2" bg="navy.900" color="white" borderRadius="2xl" p="3" role="group" aria-label={intl.formatMessage(m.boardLabel)}>
        {[
          [intl.formatMessage(m.total), format.money(total)],
          [intl.formatMessage(m.savings), format.money(savings)],
          [intl.formatMessage(m.spent), format.money(spent)],
          [intl.formatMessage(m.remaining), format.money(remainingBudget(student))],
          [intl.formatMessage(m.teamRank), intl.formatMessage(m.teamRankValue, { rank: format.number(teamRank(student)), cap: format.number(caps.teamRank) })],
        ].map(([label, value]) => (
          <Box key={label} textAlign="center" bg="whiteAlpha.100" borderRadius="lg" py="1">
            <Text fontSize="sm" fontWeight="bold" color="#FFD23F">
              {label}
            </Text>
            <Text fontSize="xl" fontWeight="900">
              {value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Flex>
  );
}
