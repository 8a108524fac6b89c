import { Button } from '@chakra-ui/react';
import { AppDialog } from '@/components/ui/AppDialog';

/** Shown when the student tries to leave while the game's result is not saved yet. */
export function LeaveWarning({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      role="alertdialog"
      size="md"
      title="Your game is not saved yet"
      description="Stay on this page until the result is saved, so your game counts."
      footer={
        <Button colorPalette="orange" size="lg" onClick={onClose}>
          Stay Here
        </Button>
      }
    />
  );
}
