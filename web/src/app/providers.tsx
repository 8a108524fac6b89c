import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { app, auth, db } from '@/lib/firebase';
import { SessionProvider } from '@/features/auth/SessionProvider';
import { system } from './theme';

/**
 * Theme, Firebase SDKs and the session. reactfire's Suspense mode stays off: it has
 * an open bug on React 19 (ARCHITECTURE.md decision 9).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <FirebaseAppProvider firebaseApp={app} suspense={false}>
        <AuthProvider sdk={auth}>
          <FirestoreProvider sdk={db}>
            <SessionProvider>{children}</SessionProvider>
          </FirestoreProvider>
        </AuthProvider>
      </FirebaseAppProvider>
    </ChakraProvider>
  );
}
