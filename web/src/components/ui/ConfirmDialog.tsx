import { useRef, type ReactNode } from 'react';
import { Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { uiMessages } from '../messages';
import { AppDialog } from './AppDialog';

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
    <AppDialog
      role="alertdialog"
      size="sm"
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      initialFocus={cancelRef}
      trigger={trigger}
      title={title}
      description={description}
      footer={
        <>
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
            <FormattedMessage {...uiMessages.cancel} />
          </Button>
          <Button colorPalette="red" size="lg" loading={busy} loadingText={busyLabel} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
