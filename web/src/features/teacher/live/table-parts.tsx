import type { ReactNode } from 'react';
import { Box, chakra } from '@chakra-ui/react';

// Plain table elements with the app's look (no Chakra table recipe in the slim system).
export const Table = chakra('table', { base: { width: 'full', borderCollapse: 'collapse', fontSize: 'md', color: 'navy.900' } });
export const Th = chakra('th', {
  base: { textAlign: 'start', fontWeight: 'bold', bg: 'navy.50', px: '2', py: '2', borderBottomWidth: '2px', borderColor: 'navy.200', verticalAlign: 'bottom' },
});
export const Td = chakra('td', { base: { px: '2', py: '2', borderBottomWidth: '1px', borderColor: 'navy.100', verticalAlign: 'top' } });

/**
 * A wide table scrolls sideways on a narrow screen. The region is focusable and named, so a
 * keyboard can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      overflowX="auto"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="navy.100"
      bg="white"
      _focusVisible={{ outlineWidth: '3px', outlineStyle: 'solid', outlineColor: 'navy.900', outlineOffset: '2px' }}
    >
      {children}
    </Box>
  );
}
