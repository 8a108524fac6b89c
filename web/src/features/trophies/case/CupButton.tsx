import { chakra, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { TrophyShelf, TrophyShelfCup } from '@rink/game';
import { useContent } from '@/i18n/content/useContent';
import { caseMessages as m } from '../messages';
import { mediaImageUrl } from '@/components/media/media';
import { MediaImage } from '@/components/media/MediaImage';

/**
 * One cup on a shelf: a big button (tap, click, Enter or Space) that opens its award overlay.
 * A cup not won yet is drawn faded (and grey on a level not reached); its words keep full contrast.
 * Its name for screen readers is its visible text (the cup's name and Won!, Not won yet or Locked).
 */
export function CupButton({ shelf, entry, onOpen }: { shelf: TrophyShelf; entry: TrophyShelfCup; onOpen: () => void }) {
  const intl = useIntl();
  const content = useContent();
  const { cup, earned } = entry;
  return (
    <chakra.button
      type="button"
      onClick={onOpen}
      minH={{ base: '140px', md: '132px' }}
      p="3"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="flex-end"
      gap="1"
      borderRadius="2xl"
      borderWidth="3px"
      borderColor={earned ? 'orange.500' : 'transparent'}
      bg={earned ? 'white' : shelf.dimmed ? 'navy.100' : 'whiteAlpha.800'}
      boxShadow={earned ? 'md' : undefined}
      cursor="pointer"
      transition="transform 0.15s"
      _hover={{ transform: 'translateY(-3px)', borderColor: 'brand.500' }}
      _focusVisible={{ outline: '4px solid', outlineColor: 'navy.900', outlineOffset: '3px' }}
    >
      <MediaImage
        src={mediaImageUrl(cup.image)}
        alt=""
        h={{ base: '72px', md: '80px' }}
        w="auto"
        // Still to win on a level reached: in colour but faint; on a level not reached: grey.
        opacity={earned ? 1 : shelf.dimmed ? 0.3 : 0.5}
        filter={shelf.dimmed && !earned ? 'grayscale(1)' : undefined}
      />
      <Text fontWeight="bold" fontSize={{ base: 'sm', md: 'md' }} color="navy.900" textAlign="center" lineHeight="short">
        {content.cupName(cup)}
      </Text>
      <Text fontSize="sm" color={earned ? 'orange.700' : 'navy.700'} fontWeight={earned ? 'bold' : 'normal'}>
        {intl.formatMessage(earned ? m.won : shelf.dimmed ? m.locked : m.notWonYet)}
      </Text>
    </chakra.button>
  );
}
