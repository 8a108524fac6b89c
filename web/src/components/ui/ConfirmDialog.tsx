import { useRef, type ReactNode } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `busy`. */
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  /** The element that opens the dialog, when the dialog owns it. */
  trigger?: ReactNode;
}

/**
 * A yes-or-no question before something that cannot be undone cheaply. Cancel is
 * focused first so a stray Enter never confirms, and the dialog cannot be closed
 * while the action runs.
 */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, busyLabel, busy, onConfirm, trigger }: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!busy) onOpenChange(details.open);
      }}
      initialFocusEl={() => cancelRef.current}
      placement="center"
      size="sm"
    >
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content borderRadius="2xl" padding="2">
            <Dialog.Header>
              <Dialog.Title fontSize="2xl">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description fontSize="lg">{description}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer gap="3">
              <Button
                ref={cancelRef}
                variant="outline"
                colorPalette="navy"
                borderColor="navy.300"
                borderWidth="2px"
                size="lg"
                disabled={busy}
                onClick={() => onOpenChange(false)}
              >
                Cancel
              </Button>
              <Button colorPalette="red" size="lg" loading={busy} loadingText={busyLabel} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
