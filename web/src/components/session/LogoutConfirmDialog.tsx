import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useLogout, type LogoutOptions } from '@/lib/session/useLogout';

interface Props extends LogoutOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Logout with confirmation (docs/product.md#game-pages: "Exit (with logout confirmation)"). */
export function LogoutConfirmDialog({ open, onOpenChange, beforeSignOut }: Props) {
  const { logout, loggingOut } = useLogout({ beforeSignOut });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Leaving the rink?"
      description="Are you sure you want to log out?"
      confirmLabel="Log Out"
      busyLabel="Logging Out"
      busy={loggingOut}
      onConfirm={() => void logout()}
    />
  );
}
