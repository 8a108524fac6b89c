import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { toaster } from '@/components/ui/toaster';
import { useGameShell, useMove, useMovesInFlight, useStudent } from '@/play';

/** Home's Reset Season button in the header: confirm, then the engine's resetSeason move (docs/product.md#level-rules). */
export function ResetSeasonButton() {
  const { level } = useStudent();
  const { inTutorial } = useGameShell();
  const saving = useMovesInFlight();
  const move = useMove();
  const [open, setOpen] = useState(false);

  async function reset() {
    const outcome = await move.run({ type: 'resetSeason' });
    setOpen(false);
    if (outcome.ok) toaster.create({ type: 'success', title: 'Season reset. Good luck!' });
    // The refusal is told where the question was asked: the dialog has closed, so as a toast.
    else if (outcome.error) toaster.create({ type: 'error', title: outcome.error.message });
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Reset the season?"
      description={`Your level ${level} season starts over: your lineup, savings, objectives and games played are cleared.`}
      confirmLabel="Reset Season"
      busyLabel="Resetting"
      busy={move.busy}
      onConfirm={() => void reset()}
      trigger={
        <Button colorPalette="orange" variant="solid" size="lg" minH="52px" disabled={inTutorial || saving}>
          Reset Season
        </Button>
      }
    />
  );
}
