import type { ReactNode } from 'react';
import { SessionProvider } from '@/lib/session';

/**
 * The session. No Firebase provider: modules import `auth` from @/lib/firebase and `db` from
 * @/lib/firestore when they need them, so a page loads only the SDKs it uses
 * (docs/decisions.md#d12). No Chakra provider either: the screens drawn with Chakra sit under
 * ChakraLayout (chakra-layout.tsx), which loads with the first of them, and the first screens
 * are plain (docs/decisions.md#d78).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <SessionProvider>{children}</SessionProvider>;
}
