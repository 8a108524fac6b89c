import { chakra, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ordinal, studentPlace, type SeasonTeam } from '@rink/game';
import { mediaImageUrl } from '@/components/media/media';
import { MediaImage } from '@/components/media/MediaImage';

interface Props {
  home: SeasonTeam;
  teamRank: number;
  standings: readonly SeasonTeam[];
  next: SeasonTeam | null;
  after: readonly SeasonTeam[];
}

/**
 * The ready and transition card (docs/product.md#season-page): the student's team and its record, the next
 * opponent and the two games after.
 */
export function TeamCard({ home, teamRank, standings, next, after }: Props) {
  return (
    <Stack data-testid="team-card" as="section" aria-label="Your team" gap="3" bg="white" borderRadius="2xl" borderWidth="2px" borderColor="brand.100" p="4" boxShadow="sm">
      <HStack gap="3">
        <MediaImage src={mediaImageUrl(home.logo)} alt="" w="64px" h="64px" objectFit="contain" />
        <Stack gap="0" minW="0">
          <Text fontWeight="900" fontSize="xl" color="navy.900" lineHeight="1.1">
            {home.nameFull}
          </Text>
          <Text color="navy.800" fontWeight="semibold">
            Team rank {teamRank}
          </Text>
        </Stack>
      </HStack>
      {/* The team's row of the standings: won, lost, lost in overtime, points, place. */}
      <SimpleGrid templateColumns="repeat(5, minmax(0, 1fr))" gap="0.5" bg="navy.50" borderRadius="xl" px="1" py="2" color="navy.900" textAlign="center">
        <Stat value={String(home.stats.wins)} label="won" />
        <Stat value={String(home.stats.losses)} label="lost" />
        <Stat value={String(home.stats.overtimeLosses)} label="OTL" words="lost in overtime" />
        <Stat value={String(home.stats.points)} label="pts" />
        <Stat value={ordinal(studentPlace(standings))} label="place" />
      </SimpleGrid>
      {next ? (
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="800" color="navy.800" textTransform="uppercase" letterSpacing="wide">
            Next game
          </Text>
          <HStack gap="2">
            <MediaImage src={mediaImageUrl(next.logo)} alt="" w="40px" h="40px" objectFit="contain" />
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

/** A figure over its label; an abbreviated label (OTL, as on the board) carries its words. */
function Stat({ value, label, words }: { value: string; label: string; words?: string }) {
  return (
    <Stack gap="0" minW="0">
      <Text fontWeight="900" fontSize="lg" lineHeight="1.1" whiteSpace="nowrap">
        {value}
      </Text>
      <Text fontSize="xs" fontWeight="bold" color="navy.800" textTransform="uppercase" whiteSpace="nowrap">
        {words ? (
          <chakra.abbr title={words} textDecoration="none">
            {label}
          </chakra.abbr>
        ) : (
          label
        )}
      </Text>
    </Stack>
  );
}
