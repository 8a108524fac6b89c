import { createToaster } from '@chakra-ui/react';

/** docs/product.md#api-errors: success snackbars last 3 s. */
export const SNACKBAR_MS = 3_000;

/**
 * Anything may call toaster.create(...); <Toaster /> (toaster-region.tsx, rendered once by
 * the app) shows them. Two files so that a screen that only creates toasts does not load
 * the toast components before its first paint.
 */
// Bottom-start and narrow: at the top, toasts covered page and dialog titles; at the bottom end,
// the dialogs' action buttons, which sit at the right (both seen on the teacher's CSV answer). On a
// game page they sit above the sticky footer, whose first page they covered (WCAG 2.4.11; the footer
// sets its height, play/shell/GameFooter.tsx).
export const toaster = createToaster({
  placement: 'bottom-start',
  offsets: { top: '1rem', right: '1rem', left: '1rem', bottom: 'calc(var(--game-footer-height, 0px) + 1rem)' },
  pauseOnPageIdle: true,
  duration: SNACKBAR_MS,
});
