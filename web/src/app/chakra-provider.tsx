import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from './theme';

/**
 * Chakra UI's provider with the app's theme: loaded with the first screen drawn with Chakra
 * (chakra-layout.tsx) or the first toast (app.tsx), never to paint the dashboard or a login,
 * which are plain (docs/decisions.md#d78).
 */
export function AppChakraProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
