import { HStack, Box } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { playerMessages } from '../messages';

interface Props {
  /** The player's overall rank. */
  rank: number;
  /** The level's highest single-player rank (docs/product.md#team-page: 30/60/90). */
  max: number;
  size?: 'sm' | 'md';
}

/** docs/product.md#team-page: the player card's rank graph, a scale of 5 circles against the level's maximum. */
export function RankGraph({ rank, max, size = 'md' }: Props) {
  const intl = useIntl();
  const filled = max > 0 ? Math.min(5, Math.ceil((Math.max(0, rank) / max) * 5)) : 0;
  const dot = size === 'sm' ? '14px' : '18px';
  return (
    <HStack gap="1" role="img" aria-label={intl.formatMessage(playerMessages.rankGraph, { rank, max })}>
      {[0, 1, 2, 3, 4].map((i) => (
        <Box
          key={i}
          w={dot}
          h={dot}
          borderRadius="full"
          borderWidth="2px"
          borderColor="navy.700"
          bg={i < filled ? 'orange.500' : 'white'}
        />
      ))}
    </HStack>
  );
}
