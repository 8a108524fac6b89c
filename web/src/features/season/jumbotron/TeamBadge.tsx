import { Stack, Text } from '@chakra-ui/react';
import type { SeasonTeam } from '@rink/game';
import { mediaImageUrl } from '@/components/media/media';
import { MediaImage } from '@/components/media/MediaImage';

/** A team on the big screen: logo, name and team rank. */
export function TeamBadge({ team, rank, size = 'md' }: { team: SeasonTeam; rank?: number; size?: 'md' | 'lg' }) {
  const px = size === 'lg' ? '120px' : '96px';
  return (
    <Stack align="center" gap="1" minW="0" flex="1">
      <MediaImage src={mediaImageUrl(team.logo)} alt={`${team.nameFull} logo`} w={px} h={px} objectFit="contain" bg="white" borderRadius="full" p="1" />
      <Text fontWeight="800" fontSize={{ base: 'md', md: 'lg' }} textAlign="center" lineHeight="1.1" lineClamp={2}>
        {team.nameFull}
      </Text>
      {rank !== undefined && (
        <Text fontSize="md" color="brand.200" fontWeight="bold">
          Team rank {rank}
        </Text>
      )}
    </Stack>
  );
}
