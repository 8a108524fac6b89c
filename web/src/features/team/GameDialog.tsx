import type { ReactNode, RefObject } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'md' | 'lg' | 'xl';
  role?: 'dialog' | 'alertdialog';
  initialFocus?: RefObject<HTMLElement | null>;
}

/** One team-page overlay: big title, body, footer buttons; Escape and the corner button close it. */
export function GameDialog({ open, onClose, title, children, footer, size = 'lg', role = 'dialog', initialFocus }: Props) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => !d.open && onClose()}
      role={role}
      size={size}
      placement="center"
      scrollBehavior="inside"
      initialFocusEl={initialFocus ? () => initialFocus.current : undefined}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content borderRadius="2xl" p="1" mx="3">
            <Dialog.Header pr="16">
              <Dialog.Title fontSize="2xl" color="navy.900">
                {title}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer gap="3" flexWrap="wrap">{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="lg" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
