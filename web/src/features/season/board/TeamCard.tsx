import type { ReactNode } from 'react';
import { chakra, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { studentPlace, type SeasonTeam } from '@rink/game';
import { mediaImageUrl } from '@/components/media/media';
import { MediaImage } from '@/components/media/MediaImage';
import { useContent } from '@/i18n/content/useContent';
import { boardMessages as m } from '../messages';

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
  const intl = useIntl();
  const content = useContent();
  return (
    <Stack data-testid="team-card" as="section" aria-label={intl.formatMessage(m.yourTeam)} gap="3" bg="white" borderRadius="2xl" borderWidth="2px" borderColor="brand.100" p="4" boxShadow="sm">
      <HStack gap="3">
        <MediaImage src={mediaImageUrl(home.logo)} alt="" w="64px" h="64px" objectFit="contain" />
        <Stack gap="0" minW="0">
          <Text fontWeight="900" fontSize="xl" color="navy.900" lineHeight="1.1">
            {home.nameFull}
          </Text>
          <Text color="navy.800" fontWeight="semibold">
            <FormattedMessage {...m.teamRank} values={{ rank: teamRank }} />
          </Text>
        </Stack>
      </HStack>
      {/* The team's row of the standings: won, lost, lost in overtime, points, place. */}
      <SimpleGrid templateColumns="repeat(5, minmax(0, 1fr))" gap="0.5" bg="navy.50" borderRadius="xl" px="1" py="2" color="navy.900" textAlign="center">
        <Stat value={String(home.stats.wins)} label={intl.formatMessage(m.won)} />
        <Stat value={String(home.stats.losses)} label={intl.formatMessage(m.lost)} />
        <Stat value={String(home.stats.overtimeLosses)} label={intl.formatMessage(m.otl)} words={intl.formatMessage(m.otlWords)} />
        <Stat value={String(home.stats.points)} label={intl.formatMessage(m.pts)} />
        <Stat value={content.ordinal(studentPlace(standings))} label={intl.formatMessage(m.place)} />
      </SimpleGrid>
      {next ? (
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="800" color="navy.800" textTransform="uppercase" letterSpacing="wide">
            <FormattedMessage {...m.nextGame} />
          </Text>
          <HStack gap="2">
            <MediaImage src={mediaImageUrl(next.logo)} alt="" w="40px" h="40px" objectFit="contain" />
            <Text fontWeight="800" fontSize="lg" color="navy.900" lineHeight="1.1">
              <FormattedMessage {...m.nextTeam} values={{ name: next.nameFull, rank: next.teamRank, small }} />
            </Text>
          </HStack>
          {after.length > 0 && (
            <>
              <Text fontSize="sm" fontWeight="800" color="navy.800" textTransform="uppercase" letterSpacing="wide" mt="1">
                <FormattedMessage {...m.then} />
              </Text>
              <List.Root gap="0.5" ps="5" color="navy.900">
                {after.map((team) => (
                  <List.Item key={team.name}>
                    <FormattedMessage {...m.teamWithRank} values={{ name: team.nameFull, rank: team.teamRank }} />
                  </List.Item>
                ))}
              </List.Root>
            </>
          )}
        </Stack>
      ) : (
        <Text color="navy.800" fontWeight="semibold">
          <FormattedMessage {...m.noGamesLeft} />
        </Text>
      )}
    </Stack>
  );
}

/** The next opponent's rank, in smaller letters after its name. */
const small = (chunks: ReactNode[]) => (
  <Text as="span" fontWeight="semibold" fontSize="md" color="navy.800">
    {chunks}
  </Text>
);

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
