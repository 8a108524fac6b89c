import { LogoutConfirmDialog } from '@/components/session/LogoutConfirmDialog';
import { useSaveTimeSpentBeforeLogout } from '../student/useTimeSpent';

/**
 * A student's way out of the game (docs/product.md#session): 'Leaving the rink?', and on Log Out the
 * time played is saved first, then the session ends. The header's Exit and the double-header
 * summary's Save and Exit both ask it.
 */
export function ExitConfirmDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const saveTimeSpent = useSaveTimeSpentBeforeLogout();
  return <LogoutConfirmDialog open={open} onOpenChange={onOpenChange} beforeSignOut={saveTimeSpent} />;
}
