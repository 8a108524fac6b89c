import { Button, Stack, Text } from '@chakra-ui/react';
import { playerInSlot, type SlotName } from '@rink/game';
import { PlayerCard } from '@/components/game/PlayerCard';
import { AppDialog } from '@/components/ui/AppDialog';
import { useStudent } from '@/play';
import { SLOT_LABEL } from './slot-labels';

interface Props {
  slot: SlotName;
  onClose: () => void;
  onRelease: () => void;
  onTrade: () => void;
}

/** A starter's card (docs/product.md#team-page): Release before the season, Trade once it has started. */
export function PlayerDetails({ slot, onClose, onRelease, onTrade }: Props) {
  const student = useStudent();
  const player = playerInSlot(student, slot);
  if (!player) return null;
  const active = student.season.seasonActive;
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${SLOT_LABEL[slot]}: ${player.playerName}`}
      closeLabel="Close"
      footer={
        <>
          <Button variant="outline" size="lg" onClick={onClose}>
            Close
          </Button>
          {active ? (
            <Button colorPalette="brand" size="lg" onClick={onTrade}>
              Trade
            </Button>
          ) : (
            <Button colorPalette="red" size="lg" onClick={onRelease}>
              Release
            </Button>
          )}
        </>
      }
    >
      <Stack gap="4">
        <PlayerCard player={player} level={student.level} detailed />
        <Text fontSize="lg" color="navy.800">
          {active
            ? 'The season has started: you can trade this player for one on the market.'
            : 'Before the season starts you can release this player back to the market. Trading opens once the season starts.'}
        </Text>
      </Stack>
    </AppDialog>
  );
}
