import { Droppable } from '@hello-pangea/dnd';
import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { CONTRACT_ROW_SIZE, contractCost, type ContractLevel, type Level, type Player } from '@rink/game';
import { useFormat } from '@/i18n/format';
import { scoutMessages as m } from './messages';
import { placeId } from './places';
import { ScoutPlayerCard } from './ScoutPlayerCard';

interface Props {
  contractLevel: ContractLevel;
  level: Level;
  players: Player[];
  /** The engine's rowHasRoom: a full row takes no drop (its own players may still move inside). */
  hasRoom: boolean;
  selected: Player | null;
  selectedId: string | null;
  /**
   * The player being dragged by pointer, if any: a full row refuses a pointer drop. A keyboard
   * drag may pass over a full row (the library only moves to rows on screen, so skipping one
   * could leave the next out of reach); the announcement says it is full.
   */
  pointerDraggingId: string | null;
  onSelect: (id: string) => void;
  /** The tap way: offer this row to the picked player. */
  onOfferHere: () => void;
  busy: boolean;
}

/**
 * One contract level: its price, its slots (1, 2 or 3), and a button for the tap way. The whole row
 * takes a drop, its big LEVEL label included: that is where a child aims.
 */
export function ContractRow({ contractLevel, level, players, hasRoom, selected, selectedId, pointerDraggingId, onSelect, onOfferHere, busy }: Props) {
  const intl = useIntl();
  const format = useFormat();
  const price = format.money(contractCost(level, contractLevel));
  const slots = CONTRACT_ROW_SIZE[contractLevel];
  const canTap = selected !== null && selected.offerLevel !== contractLevel && hasRoom && !busy;
  return (
    <Droppable droppableId={placeId(contractLevel)} direction="horizontal" isDropDisabled={pointerDraggingId !== null && !hasRoom && !players.some((p) => p._id === pointerDraggingId)}>
      {(provided, snapshot) => (
        <Flex
          ref={provided.innerRef}
          {...provided.droppableProps}
          as="section"
          aria-label={intl.formatMessage(m.rowLabel, { level: contractLevel })}
          direction={{ base: 'column', md: 'row' }}
          gap="3"
          align={{ base: 'stretch', md: 'center' }}
          data-dragging-over={snapshot.isDraggingOver || undefined}
          bg={snapshot.isDraggingOver ? 'orange.50' : 'white/95'}
          borderRadius="2xl"
          borderWidth="2px"
          borderColor={snapshot.isDraggingOver ? 'orange.400' : 'brand.100'}
          boxShadow="md"
          p={{ base: '3', lg: '1' }}
        >
          {/* aria-disabled, not disabled: Chromium gives a disabled button's mouseup to nobody, so a
              drag let go over it never ended (the card stayed lifted until Escape). */}
          <chakra.button
            type="button"
            onClick={() => canTap && onOfferHere()}
            aria-disabled={!canTap}
            data-contract-level={contractLevel}
            flexShrink={0}
            w={{ base: 'full', md: '170px', lg: '300px' }}
            minH={{ base: '56px', md: '96px', lg: '56px' }}
            p={{ base: '3', lg: '1.5' }}
            px={{ lg: '3' }}
            borderRadius="xl"
            bg={canTap ? 'orange.600' : 'navy.800'}
            color="white"
            textAlign="left"
            display="flex"
            flexDirection={{ base: 'row', md: 'column', lg: 'row' }}
            flexWrap="wrap"
            alignItems={{ base: 'baseline', md: 'flex-start', lg: 'baseline' }}
            columnGap="3"
            cursor={canTap ? 'pointer' : 'default'}
            _focusVisible={{ outline: '4px solid', outlineColor: 'navy.900', outlineOffset: '3px' }}
          >
            <Text fontFamily="heading" fontWeight="800" fontSize={{ base: 'xl', lg: 'lg' }} lineHeight="1.1">
              {intl.formatMessage(m.rowLevel, { level: contractLevel })}
            </Text>
            <Text fontSize={{ base: 'lg', lg: 'md' }} fontWeight="bold">
              {intl.formatMessage(m.rowPrice, { price })}
            </Text>
            <Text fontSize="sm">
              {canTap
                ? intl.formatMessage(m.rowOffer, { name: selected.playerName })
                : hasRoom
                  ? intl.formatMessage(m.rowOpen, { open: slots - players.length, slots })
                  : intl.formatMessage(m.rowFull)}
            </Text>
          </chakra.button>
          <Flex
            flex="1"
            gap={{ base: 3, lg: 2 }}
            minH={{ base: '108px', lg: '60px' }}
            p={{ base: '1.5', lg: '0.5' }}
            borderRadius="xl"
            onClick={(event) => {
              // Tapping the row's open space offers it too (the button beside it is the named way).
              if (event.target === event.currentTarget && canTap) onOfferHere();
            }}
          >
            {players.map((player, index) => (
              <ScoutPlayerCard key={player._id} inRow player={player} index={index} selected={selectedId === player._id} onSelect={() => onSelect(player._id)} />
            ))}
            {provided.placeholder}
            {Array.from({ length: Math.max(0, slots - players.length) }, (_, i) => (
              <Box key={`open-${i}`} aria-hidden flex="1" maxW={{ md: '260px' }} minH={{ base: '96px', lg: '56px' }} minW="0" borderRadius="2xl" borderWidth="3px" borderStyle="dashed" borderColor="navy.200" />
            ))}
          </Flex>
        </Flex>
      )}
    </Droppable>
  );
}
