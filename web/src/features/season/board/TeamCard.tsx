import { HStack, Image, List, Stack, Text } from '@chakra-ui/react';
import { ordinal, studentPlace, type SeasonTeam } from '@rink/game';
import { mediaImageUrl } from '@/components/media/media';

interface Props {
  home: SeasonTeam;
  teamRank: number;
  standings: readonly SeasonTeam[];
  next: SeasonTeam | null;
  after: readonly SeasonTeam[];
}

/**
 * The ready and transition card (spec point 2): the student's team and its record, the next
 * opponent and the two games after.
 */
export function TeamCard({ home, teamRank, standings, next, after }: Props) {
  return (
    <Stack data-testid="team-card" as="section" aria-label="Your team" gap="3" bg="white" borderRadius="2xl" borderWidth="2px" borderColor="brand.100" p="4" boxShadow="sm">
      <HStack gap="3">
        <Image src={mediaImageUrl(home.logo)} alt="" w="64px" h="64px" objectFit="contain" />
        <Stack gap="0" minW="0">
          <Text fontWeight="900" fontSize="xl" color="navy.900" lineHeight="1.1">
            {home.nameFull}
          </Text>
          <Text color="navy.800" fontWeight="semibold">
            Team rank {teamRank}
          </Text>
        </Stack>
      </HStack>
      <HStack justify="space-between" bg="navy.50" borderRadius="xl" px="3" py="2" color="navy.900" fontWeight="bold">
        <Text>{home.stats.wins} wins</Text>
        <Text>{home.stats.losses} losses</Text>
        <Text>{home.stats.points} pts</Text>
        <Text>{ordinal(studentPlace(standings))}</Text>
      </HStack>
      {next ? (
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="800" color="navy.800" textTransform="uppercase" letterSpacing="wide">
            Next game
          </Text>
          <HStack gap="2">
            <Image src={mediaImageUrl(next.logo)} alt="" w="40px" h="40px" objectFit="contain" />
            <Text fontWeight="800" fontSize="lg" color="navy.900" lineHeight="1.1">
              {next.nameFull}{' '}
              <Text as="span" fontWeight="semibold" fontSize="md" color="navy.800">
                (rank {next.teamRank})
              </Text>
            </Text>
          </HStack>
          {after.length > 0 && (
            <>
              <Text fontSize="sm" fontWeight="800" color="navy.800" textTransform="uppercase" letterSpacing="wide" mt="1">
                Then
              </Text>
              <List.Root gap="0.5" ps="5" color="navy.900">
                {after.map((team) => (
                  <List.Item key={team.name}>
                    {team.nameFull} (rank {team.teamRank})
                  </List.Item>
                ))}
              </List.Root>
            </>
          )}
        </Stack>
      ) : (
        <Text color="navy.800" fontWeight="semibold">
          No games left this season.
        </Text>
      )}
    </Stack>
  );
}
