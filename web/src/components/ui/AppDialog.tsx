import { useContext, type ReactNode, type RefObject } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { DialogFinalFocus } from './dialog-final-focus';
import { keepOpenOnFocusOutside } from './focus-outside';
import { wrapsWhenNarrow } from './narrow-button';

interface AppDialogProps {
  open: boolean;
  /** Asked to open (the trigger) or to close (Escape, the backdrop, the corner button, an ActionTrigger). */
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name. */
  title: ReactNode;
  /** The dialog's accessible description, at the top of the body. */
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons; wrap a closing one in <Dialog.ActionTrigger asChild> or call onOpenChange(false). */
  footer?: ReactNode;
  /** Art beside the title (the mascot in the help panel). */
  headerArt?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** alertdialog for a question before a change the student must answer. */
  role?: 'dialog' | 'alertdialog';
  /** Where focus goes on opening (Cancel on a confirmation, so a stray Enter never confirms). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The element that opens the dialog, when the dialog owns it. */
  trigger?: ReactNode;
  /** While an action runs the dialog cannot be closed. */
  busy?: boolean;
  /** The corner close button's accessible name; no corner button without it. */
  closeLabel?: string;
  /** Once the closing fade has ended: the moment to reset what the dialog showed, unseen. */
  onExitComplete?: () => void;
}

/** The footer's buttons wrap their words on a narrow window (narrow-button.ts). */
const narrowFooter = { smDown: { '& > button, & > a': wrapsWhenNarrow().smDown } } as const;

/**
 * The one dialog frame of the app: title, optional description, body, footer, centred, with
 * the app's rounded card look. Confirmations (ConfirmDialog), the team page's overlays, the
 * rollover and the help panel are all built on it.
 */
export function AppDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  headerArt,
  size = 'lg',
  role = 'dialog',
  initialFocus,
  trigger,
  busy = false,
  closeLabel,
  onExitComplete,
}: AppDialogProps) {
  const finalFocus = useContext(DialogFinalFocus);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!busy) onOpenChange(details.open);
      }}
      role={role}
      size={size}
      placement="center"
      // On a phone-sized window (or a laptop's at 400% zoom) the whole card scrolls, its buttons
      // with it: the body alone would be a box a few lines high, scrolled with no control in it to
      // reach by keyboard (WCAG 1.4.10, 2.1.1). Wider, the title and the buttons stay in sight.
      scrollBehavior={{ base: 'outside', sm: 'inside' }}
      initialFocusEl={initialFocus ? () => initialFocus.current : undefined}
      finalFocusEl={finalFocus}
      onFocusOutside={keepOpenOnFocusOutside}
      onExitComplete={onExitComplete}
    >
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal>
        {/* A closing dialog fades out over a fraction of a second; meanwhile the page's next
            click (the puck after Help) goes to the page, not to the fading backdrop or card. */}
        <Dialog.Backdrop _closed={{ pointerEvents: 'none' }} />
        <Dialog.Positioner>
          <Dialog.Content borderRadius="2xl" p="2" mx="3" _closed={{ pointerEvents: 'none' }}>
            <Dialog.Header alignItems="center" gap="3" pr={closeLabel ? '16' : undefined}>
              {headerArt}
              <Dialog.Title fontSize="2xl" color="navy.900">
                {title}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {description && (
                <Dialog.Description fontSize="lg" color="navy.800" mb={children ? '5' : undefined}>
                  {description}
                </Dialog.Description>
              )}
              {children}
            </Dialog.Body>
            {footer && (
              <Dialog.Footer gap="3" flexWrap="wrap" css={narrowFooter}>
                {footer}
              </Dialog.Footer>
            )}
            {closeLabel && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="lg" aria-label={closeLabel} disabled={busy} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
