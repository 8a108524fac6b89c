import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { formatMoney, normalisePosition, PLAYER_RANK_MAX, type Level, type Player } from '@rink/game';
import { mediaImageUrl } from '@/components/media/media';
import { RankGraph } from './RankGraph';
import { MediaImage } from '@/components/media/MediaImage';

const POSITION_LABEL = { forward: 'Forward', defense: 'Defense', goalie: 'Goalie' } as const;

export const positionLabel = (player: Player): string => POSITION_LABEL[normalisePosition(player.playerPosition)];

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
  const max = PLAYER_RANK_MAX[level];
  const goalie = normalisePosition(player.playerPosition) === 'goalie';
  return (
    <HStack gap="4" align="center" w="full" textAlign="left">
      <MediaImage
        src={mediaImageUrl(player.playerPicture)}
        alt={decorativePicture ? '' : `${player.playerName}, ${positionLabel(player).toLowerCase()}`}
        boxSize={detailed ? '112px' : '72px'}
        flexShrink={0}
        borderRadius="full"
        bg="brand.50"
      />
      <Stack gap="1" minW="0" flex="1">
        <Text fontWeight="bold" fontSize={detailed ? '2xl' : 'lg'} lineHeight="short" color="navy.900">
          {player.playerName}
        </Text>
        <Text fontSize="md" color="navy.700">
          {positionLabel(player)}
          {player.sharkPlayer === 'TRUE' ? ' · Club star' : ''}
        </Text>
        <HStack gap="3" wrap="wrap">
          <RankGraph rank={player.overallRank} max={max} size={detailed ? 'md' : 'sm'} />
          <Text fontSize="md" color="navy.800">
            Rank {player.overallRank}
          </Text>
        </HStack>
        {detailed && (
          <Text fontSize="md" color="navy.700">
            {goalie
              ? `Saves ${player.saveRank}`
              : `Offense ${player.offensiveRank} · Passing ${player.passRank} · Defense ${player.defensiveRank}`}
          </Text>
        )}
      </Stack>
      <Box textAlign="right" flexShrink={0}>
        <Text fontSize="sm" color="navy.700">
          Cost
        </Text>
        <Text fontWeight="bold" fontSize={detailed ? '2xl' : 'xl'} color="orange.700">
          {formatMoney(player.playerCost)}
        </Text>
      </Box>
    </HStack>
  );
}
