import { useEffect, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { toaster } from '@/components/ui/toaster';
import { useGameShell, useMove, useMovesInFlight, useStudent } from '@/play';
import { useServerText } from '@/i18n/server-text';
import { homeMessages as m } from './messages';

/** Home's Reset Season button in the header: confirm, then the engine's resetSeason move (docs/product.md#level-rules). */
export function ResetSeasonButton() {
  const intl = useIntl();
  const serverText = useServerText();
  const { level } = useStudent();
  const { inTutorial } = useGameShell();
  const saving = useMovesInFlight();
  const move = useMove();
  const [open, setOpen] = useState(false);
  // Done, and waiting for the student's saves to settle before the question closes: the button is
  // disabled while any move is on its way, and a dialog that closed then would hand the focus back
  // to a disabled button, which drops it to the page's start (WCAG 2.4.3).
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done || saving) return;
    setDone(false);
    setOpen(false);
    toaster.create({ type: 'success', title: intl.formatMessage(m.resetDone) });
  }, [done, saving, intl]);

  async function reset() {
    const outcome = await move.run({ type: 'resetSeason' });
    if (outcome.ok) return setDone(true);
    setOpen(false);
    // The refusal is told where the question was asked: the dialog has closed, so as a toast.
    if (outcome.error) toaster.create({ type: 'error', title: serverText.text(outcome.error.message, outcome.error.code) });
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={intl.formatMessage(m.resetTitle)}
      description={intl.formatMessage(m.resetDescription, { level })}
      confirmLabel={intl.formatMessage(m.resetButton)}
      busyLabel={intl.formatMessage(m.resetBusy)}
      busy={move.busy || done}
      onConfirm={() => void reset()}
      trigger={
        <Button colorPalette="orange" variant="solid" size="lg" minH="52px" disabled={inTutorial || saving}>
          {intl.formatMessage(m.resetButton)}
        </Button>
      }
    />
  );
}
