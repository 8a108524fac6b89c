import { useRef, useState } from 'react';
import { Box, Button, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { previewMove, type MoveOf, type Player } from '@rink/game';
import { PlayerCard } from '@/components/game/PlayerCard';
import { AppDialog } from '@/components/ui/AppDialog';
import { useStudent } from '@/play';
import { ChangeRows, CostRow } from './ChangeRows';
import { dialogMessages as m } from './messages';

interface Props {
  title: string;
  move: MoveOf<'sign' | 'trade'>;
  /** The player the move brings in. */
  player: Player;
  confirmLabel: string;
  /** The confirm button's words while the move is on its way ("Signing", "Trading"). */
  busyLabel: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Sign or trade confirmation: the player card, the cost, and what the engine says the move
 * would change. The preview is taken when the dialog opens, so the numbers stay put while the
 * move is on its way.
 */
export function LineupChangeConfirm({ title, move, player, confirmLabel, busyLabel, busy, onCancel, onConfirm }: Props) {
  const intl = useIntl();
  const student = useStudent();
  const [preview] = useState(() => previewMove(student, move));
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      busy={busy}
      title={title}
      role="alertdialog"
      initialFocus={cancelRef}
      closeLabel={intl.formatMessage(m.close)}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" size="lg" disabled={busy} onClick={onCancel}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button colorPalette="orange" size="lg" loading={busy} loadingText={busyLabel} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Box borderWidth="2px" borderColor="brand.200" borderRadius="xl" p="3">
          <PlayerCard player={player} level={student.level} detailed />
        </Box>
        <CostRow cost={preview.cost} />
        <ChangeRows preview={preview} />
      </Stack>
    </AppDialog>
  );
}
