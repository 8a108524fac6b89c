import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import type { Move } from '@rink/game';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { toaster } from '@/components/ui/toaster';
import type { MoveOutcome } from '@/features/student/student-context';

/** Home's Reset Season button: confirm, then the engine's resetSeason move (spec point 4). */
export function ResetSeasonButton({ level, sendMoves, disabled }: { level: number; sendMoves: (m: Move[]) => Promise<MoveOutcome>; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function reset() {
    setBusy(true);
    const outcome = await sendMoves([{ type: 'resetSeason' }]);
    setBusy(false);
    setOpen(false);
    if (outcome.ok) toaster.create({ type: 'success', title: 'Season reset. Good luck!' });
    else if (outcome.error.code !== 'server') toaster.create({ type: 'error', title: outcome.error.message });
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Reset the season?"
      description={`Your level ${level} season starts over: your lineup, savings, objectives and games played are cleared.`}
      confirmLabel="Reset Season"
      busyLabel="Resetting"
      busy={busy}
      onConfirm={() => void reset()}
      trigger={
        <Button colorPalette="orange" variant="solid" size="lg" minH="52px" disabled={disabled}>
          Reset Season
        </Button>
      }
    />
  );
}
