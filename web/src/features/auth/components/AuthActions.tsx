import type { ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';
import { LinkButton } from '@/components/ui/LinkButton';

/** The buttons under an auth form: side by side, stacked on a phone. `belowFields` adds a little room under the inputs. */
export function ActionRow({ children, belowFields = false }: { children: ReactNode; belowFields?: boolean }) {
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap={3} pt={belowFields ? 1 : 0}>
      {children}
    </Stack>
  );
}

/** The quieter way out of an auth page (back to login, back to the dashboard). */
export function OutlineLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <LinkButton to={to} size="xl" variant="outline" colorPalette="navy" borderColor="navy.300" borderWidth="2px" flex="1">
      {children}
    </LinkButton>
  );
}
