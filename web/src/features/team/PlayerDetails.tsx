import { Button, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { playerInSlot, type SlotName } from '@rink/game';
import { PlayerCard } from '@/components/game/PlayerCard';
import { AppDialog } from '@/components/ui/AppDialog';
import { useStudent } from '@/play';
import { dialogMessages, playerMessages as m } from './messages';
import { SLOT_LABEL } from './slot-labels';

interface Props {
  slot: SlotName;
  onClose: () => void;
  onRelease: () => void;
  onTrade: () => void;
}

/** A starter's card (docs/product.md#team-page): Release before the season, Trade once it has started. */
export function PlayerDetails({ slot, onClose, onRelease, onTrade }: Props) {
  const intl = useIntl();
  const student = useStudent();
  const player = playerInSlot(student, slot);
  if (!player) return null;
  const active = student.season.seasonActive;
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(m.title, { slot: intl.formatMessage(SLOT_LABEL[slot]), name: player.playerName })}
      closeLabel={intl.formatMessage(dialogMessages.close)}
      footer={
        <>
          <Button variant="outline" size="lg" onClick={onClose}>
            {intl.formatMessage(dialogMessages.close)}
          </Button>
          {active ? (
            <Button colorPalette="brand" size="lg" onClick={onTrade}>
              {intl.formatMessage(m.trade)}
            </Button>
          ) : (
            <Button colorPalette="red" size="lg" onClick={onRelease}>
              {intl.formatMessage(m.release)}
            </Button>
          )}
        </>
      }
    >
      <Stack gap="4">
        <PlayerCard player={player} level={student.level} detailed />
        <Text fontSize="lg" color="navy.800">
          {intl.formatMessage(active ? m.canTrade : m.canRelease)}
        </Text>
      </Stack>
    </AppDialog>
  );
}
