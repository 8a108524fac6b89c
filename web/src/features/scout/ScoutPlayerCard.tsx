import { Draggable } from '@hello-pangea/dnd';
import { Box, chakra, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { normalisePosition, type Player } from '@rink/game';
import { mediaImageUrl } from '@/components/media/media';
import { MediaImage } from '@/components/media/MediaImage';
import { scoutMessages as m } from './messages';

interface Props {
  player: Player;
  index: number;
  selected: boolean;
  /** In a contract row the cards share the row's width. */
  inRow?: boolean;
  /** A tap (or click) picks the player for the tap-then-tap way of making an offer. */
  onSelect: () => void;
}

/**
 * A scouted player's card: a drag handle for mouse, touch and keyboard (Space, arrows, Space),
 * and a toggle for the single-pointer way (tap the player, then tap a contract level).
 */
export function ScoutPlayerCard({ player, index, selected, inRow = false, onSelect }: Props) {
  const intl = useIntl();
  const position = intl.formatMessage(m[normalisePosition(player.playerPosition)]);
  return (
    <Draggable draggableId={player._id} index={index}>
      {(provided, snapshot) => (
        <Box
          ref={provided.innerRef}
          {...provided.draggableProps}
          {...provided.dragHandleProps}
          aria-pressed={selected}
          data-player={player._id}
          // Lifted by a drag: what a test (and a person) waits for before moving the finger.
          data-is-dragging={snapshot.isDragging ? 'true' : undefined}
          onClick={onSelect}
          onKeyDown={(event) => {
            // Enter picks the player too (Space belongs to the drag; the library ignores Enter).
            if (event.key === 'Enter') onSelect();
          }}
          w="full"
          flex={inRow ? '1' : undefined}
          maxW={inRow ? { md: '260px' } : undefined}
          minH={{ base: '96px', lg: '56px' }}
          p={{ base: 2, lg: 1 }}
          minW="0"
          display="flex"
          flexDirection={{ base: 'column', md: 'row' }}
          textAlign={{ base: 'center', md: 'left' }}
          alignItems="center"
          gap="2"
          bg={selected ? 'orange.50' : 'white'}
          borderWidth="3px"
          borderColor={selected ? 'orange.600' : snapshot.isDragging ? 'brand.600' : 'brand.200'}
          borderRadius="2xl"
          boxShadow={snapshot.isDragging ? 'xl' : 'sm'}
          cursor="grab"
          userSelect="none"
          _hover={{ borderColor: 'orange.500' }}
          _focusVisible={{ outline: '4px solid', outlineColor: 'navy.900', outlineOffset: '3px' }}
        >
          <MediaImage src={mediaImageUrl(player.playerPicture)} alt="" boxSize={{ base: '48px', md: '56px', lg: '36px' }} flexShrink={0} borderRadius="full" bg="brand.50" draggable={false} />
          <Box minW="0">
            <Text fontWeight="bold" fontSize={{ base: 'md', lg: 'sm' }} lineHeight="1.3" color="navy.900">
              {player.playerName}
            </Text>
            {/* One line on a laptop (to save height); two on a narrower card, so 'Rank 17' never splits. */}
            <Text fontSize="sm" lineHeight="1.3" color="navy.800">
              <chakra.span display={{ base: 'block', lg: 'inline' }}>{position}</chakra.span>
              <chakra.span display={{ base: 'none', lg: 'inline' }} aria-hidden>
                {intl.formatMessage(m.cardSeparator)}
              </chakra.span>
              <chakra.span display={{ base: 'block', lg: 'inline' }}>{intl.formatMessage(m.cardRank, { rank: player.overallRank })}</chakra.span>
            </Text>
          </Box>
        </Box>
      )}
    </Draggable>
  );
}
