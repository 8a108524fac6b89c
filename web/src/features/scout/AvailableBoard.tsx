import { Droppable } from '@hello-pangea/dnd';
import { Box, Button, Grid, Heading, HStack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { Player } from '@rink/game';
import { Highlight } from '@/components/game/Highlight';
import { useGameShell } from '@/play';
import { scoutMessages as m } from './messages';
import { placeId } from './places';
import { ScoutPlayerCard } from './ScoutPlayerCard';

/** The spec's minimum: a board of at least 9 slots, in rows of 3. */
const BOARD_SLOTS = 9;

interface Props {
  players: Player[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Set when a player from a contract row is picked: the tap way back to the board. */
  onReturnHere: (() => void) | null;
  busy: boolean;
  /** The other ways to offer (tap, keyboard), shown in the header line on a laptop. */
  hint: string;
}

/** The available board: the scouted players still waiting for an offer, and empty slots. */
export function AvailableBoard({ players, selectedId, onSelect, onReturnHere, busy, hint }: Props) {
  const { isHighlighted } = useGameShell();
  const empty = Math.max(0, BOARD_SLOTS - players.length);
  return (
    <Highlight active={isHighlighted('scoutBoard')}>
      <Box as="section" aria-labelledby="scout-board-title" bg="white/95" borderRadius="2xl" borderWidth="2px" borderColor="brand.100" boxShadow="md" p={{ base: 3, md: 4, lg: 2 }} px={{ lg: 3 }}>
        {/* One line on a laptop, the same height whether or not the put-back button shows, so
            nothing under the board moves while a student picks a player. */}
        <HStack justify="space-between" wrap="wrap" gap="2" mb={{ base: 3, lg: 1.5 }} minH={{ lg: '40px' }}>
          <Heading id="scout-board-title" as="h2" fontSize="xl" color="navy.900">
            <FormattedMessage {...m.boardTitle} />
          </Heading>
          {players.length === 0 ? (
            <Text flex="1" fontSize="md" color="navy.800" textAlign={{ base: 'left', lg: 'right' }}>
              <FormattedMessage {...m.allOffered} />
            </Text>
          ) : (
            <Text display={{ base: 'none', lg: 'block' }} flex="1" fontSize="sm" color="navy.800" textAlign="right">
              {hint}
            </Text>
          )}
          {onReturnHere && (
            <Button size={{ base: 'lg', lg: 'md' }} variant="outline" colorPalette="brand" onClick={onReturnHere} disabled={busy}>
              <FormattedMessage {...m.putBack} />
            </Button>
          )}
        </HStack>
        <Droppable droppableId={placeId('board')} direction="horizontal">
          {(provided, snapshot) => (
            <Grid
              ref={provided.innerRef}
              {...provided.droppableProps}
              templateColumns="repeat(3, minmax(0, 1fr))"
              gap={{ base: 2, md: 3, lg: 2 }}
              p={{ base: 0, md: 2, lg: 1 }}
              borderRadius="xl"
              bg={snapshot.isDraggingOver ? 'brand.50' : undefined}
            >
              {players.map((player, index) => (
                <ScoutPlayerCard key={player._id} player={player} index={index} selected={selectedId === player._id} onSelect={() => onSelect(player._id)} />
              ))}
              {provided.placeholder}
              {Array.from({ length: empty }, (_, i) => (
                <Box key={`empty-${i}`} aria-hidden minH={{ base: '96px', lg: '56px' }} borderRadius="2xl" borderWidth="3px" borderStyle="dashed" borderColor="navy.200" />
              ))}
            </Grid>
          )}
        </Droppable>
      </Box>
    </Highlight>
  );
}
