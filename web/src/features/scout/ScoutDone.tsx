import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { StickButton } from '@/components/game/StickButton';
import { mediaImageUrl } from '@/components/media/media';
import { paths } from '@/config/paths';
import { useGameShell, useStudent } from '@/play';
import { MediaImage } from '@/components/media/MediaImage';
import { useContent } from '@/i18n/content/useContent';
import { useFormat } from '@/i18n/format';
import { scoutMessages as m } from './messages';

/** Scouting is done for this season: who was scouted, at what price, and where they can play. */
export function ScoutDone() {
  const student = useStudent();
  const { canNavigate } = useGameShell();
  const intl = useIntl();
  const format = useFormat();
  const content = useContent();
  const offered = student.players.filter((p) => p.playerAssignment === 'offeredScoutPlayer');
  return (
    <Stack gap="5" bg="white/95" borderRadius="3xl" borderWidth="2px" borderColor="brand.100" boxShadow="lg" p={{ base: 5, md: 8 }}>
      <Heading as="h2" fontSize="3xl" color="navy.900">
        {content.scoutText('done')}
      </Heading>
      <Text fontSize="lg" color="navy.800">
        <FormattedMessage {...m.doneLead} />
      </Text>
      {offered.length > 0 && (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
          {offered.map((p) => (
            <HStack as="li" key={p._id} gap="3" p="3" borderRadius="xl" borderWidth="2px" borderColor="brand.100">
              <MediaImage src={mediaImageUrl(p.playerPicture)} alt="" boxSize="56px" borderRadius="full" bg="brand.50" />
              <Box>
                <Text fontWeight="bold" color="navy.900">
                  {p.playerName}
                </Text>
                <Text fontSize="sm" color="navy.800">
                  {intl.formatMessage(m.doneLine, { rank: p.overallRank, level: p.offerLevel, price: format.money(p.playerCost) })}
                </Text>
              </Box>
            </HStack>
          ))}
        </SimpleGrid>
      )}
      <Box maxW="md">
        <StickButton to={paths.team} label={intl.formatMessage(m.teamStick)} description={intl.formatMessage(m.doneTeamStick)} disabled={!canNavigate('team')} />
      </Box>
    </Stack>
  );
}
