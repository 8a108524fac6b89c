import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { toaster } from '@/components/ui/toaster';
import { useSignOutEverywhere } from '@/lib/session/useLogout';

/**
 * "Sign Out Everywhere" beside Logout (docs/decisions.md#d31): Logout
 * ends this device's session only; this ends the teacher's sessions on every computer and
 * tablet, this one too, after a confirmation.
 */
export function SignOutEverywhere() {
  const [open, setOpen] = useState(false);
  const { signOutEverywhere, signingOut } = useSignOutEverywhere();

  const confirm = async () => {
    try {
      await signOutEverywhere();
    } catch (error) {
      console.error('Sign out everywhere failed', error);
      toaster.create({
        type: 'error',
        title: 'We could not sign you out everywhere.',
        description: error instanceof Error ? error.message : 'Please try again.',
      });
    }
  };

  return (
    <>
      <Button variant="ghost" colorPalette="navy" size="md" textDecoration="underline" onClick={() => setOpen(true)}>
        Sign Out Everywhere
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Sign out everywhere?"
        description="This logs you out on every computer and tablet where you are logged in, this one too. Use it if you forgot to log out somewhere. You will need your password to log in again."
        confirmLabel="Sign Out Everywhere"
        busyLabel="Signing Out"
        busy={signingOut}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
