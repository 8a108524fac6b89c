import { useRef, useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { playerInSlot, previewMove } from '@rink/game';
import { PlayerCard } from '@/components/game/PlayerCard';
import { AppDialog } from '@/components/ui/AppDialog';
import { useMove, useStudent } from '@/play';
import { ChangeRows } from '../ChangeRows';
import { settle, type FlowProps } from '../flow';
import { dialogMessages, releaseMessages as m } from '../messages';
import { RefusedDialog } from '../RefusedDialog';

/**
 * Releasing a starter before the season (docs/product.md#team-page): the confirmation with what the
 * engine says changes, or the refusal. The player and the preview are taken when it opens.
 */
export function ReleaseFlow(props: FlowProps & { onCancel: () => void }) {
  const { slot, onCancel, onClose } = props;
  const intl = useIntl();
  const student = useStudent();
  const move = useMove();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [player] = useState(() => playerInSlot(student, slot));
  const [preview] = useState(() => previewMove(student, { type: 'release', slot }));

  if (move.error) return <RefusedDialog error={move.error} onBack={onClose} />;
  if (!player) return null;
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      busy={move.busy}
      title={intl.formatMessage(m.title)}
      role="alertdialog"
      initialFocus={cancelRef}
      closeLabel={intl.formatMessage(dialogMessages.close)}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" size="lg" disabled={move.busy} onClick={onCancel}>
            {intl.formatMessage(dialogMessages.cancel)}
          </Button>
          <Button
            colorPalette="red"
            size="lg"
            loading={move.busy}
            loadingText={intl.formatMessage(m.busy)}
            onClick={() =>
              void move.run({ type: 'release', slot }).then((outcome) => settle(outcome, props, intl.formatMessage(m.done, { name: player.playerName })))
            }
          >
            {intl.formatMessage(m.confirm)}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <PlayerCard player={player} level={student.level} detailed />
        <Text fontSize="lg" color="navy.800">
          {intl.formatMessage(m.goesBack, { name: player.playerName })}
        </Text>
        <ChangeRows preview={preview} />
      </Stack>
    </AppDialog>
  );
}
