import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { uiMessages as m } from '@/components/messages';
import { useLogout, type LogoutOptions } from '@/lib/session/useLogout';

interface Props extends LogoutOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Logout with confirmation (docs/product.md#game-pages: "Exit (with logout confirmation)"). */
export function LogoutConfirmDialog({ open, onOpenChange, beforeSignOut }: Props) {
  const { logout, loggingOut } = useLogout({ beforeSignOut });
  const intl = useIntl();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(m.logoutTitle)}
      description={intl.formatMessage(m.logoutQuestion)}
      confirmLabel={intl.formatMessage(m.logoutConfirm)}
      busyLabel={intl.formatMessage(m.loggingOut)}
      busy={loggingOut}
      onConfirm={() => void logout()}
    />
  );
}
