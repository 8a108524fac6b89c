import { useRef } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useLogout } from './useLogout';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Logout with confirmation (spec point 2, page header: "Exit (with logout
 * confirmation)"). Cancel is focused first so a stray Enter never logs out.
 */
export function LogoutConfirmDialog({ open, onOpenChange }: Props) {
  const { logout, loggingOut } = useLogout();
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!loggingOut) onOpenChange(details.open);
      }}
      initialFocusEl={() => cancelRef.current}
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content borderRadius="2xl" padding="2">
            <Dialog.Header>
              <Dialog.Title fontSize="2xl">Leaving the rink?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description fontSize="lg">
                Are you sure you want to log out?
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer gap="3">
              <Button
                ref={cancelRef}
                variant="outline"
                colorPalette="navy"
                borderColor="navy.300"
                borderWidth="2px"
                size="lg"
                disabled={loggingOut}
                onClick={() => onOpenChange(false)}
              >
                Cancel
              </Button>
              <Button
                colorPalette="red"
                size="lg"
                loading={loggingOut}
                loadingText="Logging Out"
                onClick={() => {
                  void logout();
                }}
              >
                Log Out
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
