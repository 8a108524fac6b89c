import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { normalisePosition, PLAYER_RANK_MAX, type Level, type Player } from '@rink/game';
import { useFormat } from '@/i18n/format';
import { playerMessages as m } from '../messages';
import { mediaImageUrl } from '@/components/media/media';
import { RankGraph } from './RankGraph';
import { MediaImage } from '@/components/media/MediaImage';

/** The player's position as a message: `intl.formatMessage(positionMessage(player))`. */
const positionMessage = (player: Player): MessageDescriptor => m[normalisePosition(player.playerPosition)];

interface Props {
  player: Player;
  level: Level;
  /** Show the skill breakdown (offense, passing, defense, or saves). */
  detailed?: boolean;
  /** The name is already said next to the picture (inside a button): the picture is decorative. */
  decorativePicture?: boolean;
}

/** A player's card: picture, name, position, overall rank graph and contract cost. */
export function PlayerCard({ player, level, detailed = false, decorativePicture = false }: Props) {
  const intl = useIntl();
  const format = useFormat();
  const max = PLAYER_RANK_MAX[level];
  const position = normalisePosition(player.playerPosition);
  const goalie = normalisePosition(player.playerPosition) === 'goalie';
  return (
    // On a narrow window (320 px, a laptop at 400%) the cost goes under the name rather than squeeze
    // the name to a letter or two a line (WCAG 1.4.10); the big card's picture is smaller there.
    <HStack gap="4" align="center" w="full" textAlign="left" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
      <MediaImage
        src={mediaImageUrl(player.playerPicture)}
        alt={decorativePicture ? '' : intl.formatMessage(m.pictureAlt, { name: player.playerName, position })}
        boxSize={detailed ? { base: '72px', sm: '112px' } : '72px'}
        flexShrink={0}
        borderRadius="full"
        bg="brand.50"
      />
      <Stack gap="1" minW={{ base: '7rem', sm: '0' }} flex="1">
        <Text fontWeight="bold" fontSize={detailed ? { base: 'xl', sm: '2xl' } : 'lg'} lineHeight="short" color="navy.900">
          {player.playerName}
        </Text>
        <Text fontSize="md" color="navy.700">
          {intl.formatMessage(positionMessage(player))}
          {player.sharkPlayer === 'TRUE' ? intl.formatMessage(m.clubStar) : ''}
        </Text>
        <HStack gap="3" wrap="wrap">
          <RankGraph rank={player.overallRank} max={max} size={detailed ? 'md' : 'sm'} />
          <Text fontSize="md" color="navy.800">
            {intl.formatMessage(m.rank, { rank: player.overallRank })}
          </Text>
        </HStack>
        {detailed && (
          <Text fontSize="md" color="navy.700">
            {goalie
              ? intl.formatMessage(m.saves, { saves: player.saveRank })
              : intl.formatMessage(m.skaterRanks, { offense: player.offensiveRank, passing: player.passRank, defense: player.defensiveRank })}
          </Text>
        )}
      </Stack>
      <Box textAlign="right" flexShrink={0} ms="auto">
        <Text fontSize="sm" color="navy.700">
          {intl.formatMessage(m.cost)}
        </Text>
        <Text fontWeight="bold" fontSize={detailed ? '2xl' : 'xl'} color="orange.700">
          {format.money(player.playerCost)}
        </Text>
      </Box>
    </HStack>
  );
}
