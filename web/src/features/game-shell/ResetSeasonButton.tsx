import { useRef, useState } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { toaster } from '@/components/ui/toaster';
import type { Move } from '@rink/game';
import type { MoveOutcome } from '@/features/student/student-context';

/** Home's Reset Season button: confirm, then the engine's resetSeason move (spec point 4). */
export function ResetSeasonButton({ level, sendMoves, disabled }: { level: number; sendMoves: (m: Move[]) => Promise<MoveOutcome>; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);

  async function reset() {
    setBusy(true);
    const outcome = await sendMoves([{ type: 'resetSeason' }]);
    setBusy(false);
    setOpen(false);
    if (outcome.ok) toaster.create({ type: 'success', title: 'Season reset. Good luck!' });
    else if (outcome.error.code !== 'server') toaster.create({ type: 'error', title: outcome.error.message });
  }

  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(d) => !busy && setOpen(d.open)} initialFocusEl={() => cancelRef.current} placement="center">
      <Dialog.Trigger asChild>
        <Button colorPalette="orange" variant="solid" size="lg" minH="52px" disabled={disabled}>
          Reset Season
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content borderRadius="2xl" p="2">
            <Dialog.Header>
              <Dialog.Title fontSize="2xl">Reset the season?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description fontSize="lg">
                Your level {level} season starts over: your lineup, savings, objectives and games played are cleared.
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer gap="3">
              <Button ref={cancelRef} variant="outline" size="lg" disabled={busy} onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button colorPalette="red" size="lg" loading={busy} loadingText="Resetting" onClick={() => void reset()}>
                Reset Season
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
