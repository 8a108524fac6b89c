import type { Ref } from 'react';
import { Box, chakra, Text } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Player, SlotName } from '@rink/game';
import { mediaImageUrl } from '@/components/media/media';
import { SLOT_LABEL } from './slot-labels';
import { MediaImage } from '@/components/media/MediaImage';
import { useFormat } from '@/i18n/format';
import { slotMessages as m } from './messages';

const SIGN_TEXT: Record<SlotName, MessageDescriptor> = {
  fOne: m.signForward,
  fTwo: m.signForward,
  fThree: m.signForward,
  dOne: m.signDefender,
  dTwo: m.signDefender,
  gOne: m.signGoalie,
};

/** The empty slot's plus sign (decorative: the words under it say what it does). */
const PLUS = '+';

/** One of the six lineup slots: the player in it (opens the player card) or a sign button. */
export function SlotButton({ slot, player, onOpen, ref }: { slot: SlotName; player: Player | null; onOpen: () => void; ref?: Ref<HTMLButtonElement> }) {
  const intl = useIntl();
  const format = useFormat();
  return (
    <chakra.button
      ref={ref}
      type="button"
      onClick={onOpen}
      minH="124px"
      p="2"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      gap="1"
      borderRadius="2xl"
      borderWidth="3px"
      borderStyle={player ? 'solid' : 'dashed'}
      borderColor={player ? 'brand.500' : 'navy.300'}
      bg={player ? 'brand.50' : 'white'}
      cursor="pointer"
      transition="transform 0.15s"
      _hover={{ transform: 'translateY(-2px)', borderColor: 'orange.500' }}
      _focusVisible={{ outline: '4px solid', outlineColor: 'navy.900', outlineOffset: '3px' }}
    >
      <Text fontSize="sm" fontWeight="bold" color="brand.800">
        {intl.formatMessage(SLOT_LABEL[slot])}
      </Text>
      {player ? (
        <>
          <MediaImage src={mediaImageUrl(player.playerPicture)} alt="" boxSize="56px" borderRadius="full" bg="white" />
          <Text fontWeight="bold" fontSize="md" color="navy.900" lineHeight="short" textAlign="center">
            {player.playerName}
          </Text>
          <Text fontSize="sm" color="navy.800">
            {intl.formatMessage(m.playerLine, { rank: format.number(player.overallRank), cost: format.money(player.playerCost) })}
          </Text>
        </>
      ) : (
        <>
          <Box aria-hidden boxSize="48px" borderRadius="full" bg="orange.600" color="white" fontSize="3xl" fontWeight="900" lineHeight="48px" textAlign="center">
            {PLUS}
          </Box>
          <Text fontWeight="bold" fontSize="md" color="navy.900">
            {intl.formatMessage(SIGN_TEXT[slot])}
          </Text>
        </>
      )}
    </chakra.button>
  );
}
