import { chakra } from '@chakra-ui/react';

// Plain table cells in the app's look (like the season's standings board): no Chakra
// table recipe is loaded for two tables.
export const Th = chakra('th', {
  base: { textAlign: 'start', px: { base: '2', lg: '3' }, py: '2', fontSize: 'sm', fontWeight: '800', color: 'navy.800', textTransform: 'uppercase', verticalAlign: 'bottom' },
});
export const Td = chakra('td', { base: { px: { base: '2', lg: '3' }, py: '2.5', verticalAlign: 'middle', color: 'navy.900' } });
