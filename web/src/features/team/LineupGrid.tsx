import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { playerInSlot, SLOTS, type SlotName } from '@rink/game';
import { Highlight } from '@/components/game/Highlight';
import { useGameShell, useStudent } from '@/play';
import { teamMessages as m } from './messages';
import { SlotButton } from './SlotButton';

interface Props {
  onOpenPlayer: (slot: SlotName) => void;
  onSign: (slot: SlotName) => void;
  /** Each slot's button, for the page to give the focus back to after a flow. */
  registerSlot?: (slot: SlotName, button: HTMLButtonElement | null) => void;
}

/** The six slots; a filled one opens its player, an empty one the sign flow. */
export function LineupGrid({ onOpenPlayer, onSign, registerSlot }: Props) {
  const intl = useIntl();
  const student = useStudent();
  const { isHighlighted } = useGameShell();
  return (
    <Highlight active={isHighlighted('slots')}>
      <Stack gap="4" bg="white/95" borderRadius="3xl" borderWidth="2px" borderColor="brand.100" boxShadow="lg" p={{ base: 3, md: 5 }}>
        <Heading as="h3" fontSize="xl" color="navy.800">
          {intl.formatMessage(m.lineupHeading)}
        </Heading>
        <SimpleGrid columns={{ base: 2, sm: 3 }} gap="3">
          {SLOTS.map((slot) => {
            const player = playerInSlot(student, slot);
            return (
              <SlotButton
                key={slot}
                ref={(button) => registerSlot?.(slot, button)}
                slot={slot}
                player={player}
                onOpen={() => (player ? onOpenPlayer(slot) : onSign(slot))}
              />
            );
          })}
        </SimpleGrid>
      </Stack>
    </Highlight>
  );
}
