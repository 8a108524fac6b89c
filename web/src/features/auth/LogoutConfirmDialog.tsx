import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useLogout } from './useLogout';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Logout with confirmation (spec point 2, page header: "Exit (with logout confirmation)"). */
export function LogoutConfirmDialog({ open, onOpenChange }: Props) {
  const { logout, loggingOut } = useLogout();
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
