import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { IntlLayer } from '@/i18n/IntlLayer';
import { afterLoadAndPaint } from '@/lib/after-paint';
import { AppChakraProvider } from './chakra-provider';

/**
 * The layout route of every screen drawn with Chakra UI (router.tsx): Chakra's provider, with the
 * app's theme, loads with the first of them. The dashboard, the logins and the app's frame are
 * plain and need none of it (docs/decisions.md#d78).
 */
export function ChakraLayout() {
  // The toasts' code (app.tsx), fetched once the screen has painted: there before a toast needs it.
  useEffect(() => afterLoadAndPaint(() => void import('@/components/ui/toaster-region').catch(() => undefined)), []);
  return (
    <AppChakraProvider>
      <IntlLayer>
        <Outlet />
      </IntlLayer>
    </AppChakraProvider>
  );
}
