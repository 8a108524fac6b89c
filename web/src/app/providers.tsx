import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { SessionProvider } from '@/lib/session';
import { system } from './theme';

/**
 * Theme and session. No Firebase provider: modules import `auth` from @/lib/firebase and
 * `db` from @/lib/firestore when they need them, so a page loads only the SDKs it uses
 * (docs/decisions.md#d12).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <SessionProvider>{children}</SessionProvider>
    </ChakraProvider>
  );
}
