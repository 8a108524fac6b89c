import { Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SeasonTeam } from '@rink/game';
import { mediaImageUrl } from '@/components/media/media';
import { MediaImage } from '@/components/media/MediaImage';
import { jumbotronMessages as m } from '../messages';

/** A team on the big screen: logo, name and team rank. */
export function TeamBadge({ team, rank, size = 'md' }: { team: SeasonTeam; rank?: number; size?: 'md' | 'lg' }) {
  const intl = useIntl();
  const px = size === 'lg' ? '120px' : '96px';
  return (
    <Stack align="center" gap="1" minW="0" flex="1">
      <MediaImage src={mediaImageUrl(team.logo)} alt={intl.formatMessage(m.logo, { name: team.nameFull })} w={px} h={px} objectFit="contain" bg="white" borderRadius="full" p="1" />
      <Text fontWeight="800" fontSize={{ base: 'md', md: 'lg' }} textAlign="center" lineHeight="1.1" lineClamp={2}>
        {team.nameFull}
      </Text>
      {rank !== undefined && (
        <Text fontSize="md" color="brand.200" fontWeight="bold">
          <FormattedMessage {...m.teamRank} values={{ rank }} />
        </Text>
      )}
    </Stack>
  );
}
