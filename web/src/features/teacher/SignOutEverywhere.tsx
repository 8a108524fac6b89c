import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { toaster } from '@/components/ui/toaster';
import { useServerText } from '@/i18n/server-text';
import { useSignOutEverywhere } from '@/lib/session/useLogout';
import { signOutMessages as m } from './messages';

/**
 * "Sign Out Everywhere" beside Logout (docs/decisions.md#d31): Logout
 * ends this device's session only; this ends the teacher's sessions on every computer and
 * tablet, this one too, after a confirmation.
 */
export function SignOutEverywhere() {
  const [open, setOpen] = useState(false);
  const { signOutEverywhere, signingOut } = useSignOutEverywhere();
  const intl = useIntl();
  const serverText = useServerText();

  const confirm = async () => {
    try {
      await signOutEverywhere();
    } catch (error) {
      console.error('Sign out everywhere failed', error);
      toaster.create({
        type: 'error',
        title: intl.formatMessage(m.failed),
        description: error instanceof Error ? serverText.error(error) : intl.formatMessage(m.tryAgain),
      });
    }
  };

  return (
    <>
      <Button variant="ghost" colorPalette="navy" size="md" textDecoration="underline" onClick={() => setOpen(true)}>
        {intl.formatMessage(m.button)}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={intl.formatMessage(m.title)}
        description={intl.formatMessage(m.description)}
        confirmLabel={intl.formatMessage(m.button)}
        busyLabel={intl.formatMessage(m.busy)}
        busy={signingOut}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
