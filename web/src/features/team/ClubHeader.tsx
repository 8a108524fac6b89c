import { Box, Grid, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { budgetOf, formatMoney, HOME_TEAMS, levelCaps, remainingBudget, teamRank } from '@rink/game';
import { mediaImageUrl } from '@/components/media/media';
import { useStudent } from '@/play';
import { MediaImage } from '@/components/media/MediaImage';

/** The club, its general manager, and the money and rank board (docs/product.md#team-page). */
export function ClubHeader() {
  const student = useStudent();
  const team = HOME_TEAMS[student.level];
  const { total, spent, savings } = budgetOf(student);
  const caps = levelCaps(student);
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'auto 1fr' }} gap={{ base: 4, md: 6 }} alignItems="center">
      <HStack gap="4">
        <MediaImage src={mediaImageUrl(team.logo)} alt={`${team.nameFull} logo`} boxSize={{ base: '72px', md: '96px' }} />
        <Stack gap="0">
          <Heading as="h2" fontSize={{ base: '2xl', md: '3xl' }} color="navy.900">
            {team.nameFull}
          </Heading>
          <Text fontSize="lg" color="navy.800">
            Level {student.level} · General Manager {student.firstName} {student.lastName}
          </Text>
        </Stack>
      </HStack>
      <SimpleGrid columns={{ base: 2, sm: 5 }} gap="2" bg="navy.900" color="white" borderRadius="2xl" p="3" role="group" aria-label="Budget and rank">
        {[
          ['Total', formatMoney(total)],
          ['Savings', formatMoney(savings)],
          ['Spent', formatMoney(spent)],
          ['Remaining', formatMoney(remainingBudget(student))],
          ['Team rank', `${teamRank(student)} / ${caps.teamRank}`],
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
    </Grid>
  );
}
