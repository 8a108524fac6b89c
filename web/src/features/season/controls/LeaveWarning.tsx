import { Button } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppDialog } from '@/components/ui/AppDialog';
import { boardMessages as m } from '../messages';

/** Shown when the student tries to leave while the game's result is not saved yet. */
export function LeaveWarning({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      role="alertdialog"
      size="md"
      title={intl.formatMessage(m.leaveTitle)}
      description={intl.formatMessage(m.leaveText)}
      footer={
        <Button colorPalette="orange" size="lg" onClick={onClose}>
          <FormattedMessage {...m.stayHere} />
        </Button>
      }
    />
  );
}
