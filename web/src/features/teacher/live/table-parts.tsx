import type { ReactNode } from 'react';
import { Box, Button, chakra } from '@chakra-ui/react';
import type { SortDirection } from './progress-view';

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

/** The names' column stays in sight while a wide table scrolls sideways. */
export const STICKY_NAME = { position: 'sticky', left: 0, zIndex: 1, boxShadow: 'inset -1px 0 0 var(--chakra-colors-navy-100)' } as const;

interface SortHeaderProps<K extends string> {
  sortKey: K;
  label: string;
  sort: { key: K; direction: SortDirection };
  onSort: (sort: { key: K; direction: SortDirection }) => void;
  /** The names' column: sticky, above the other headers as they scroll under it. */
  sticky?: boolean;
}

/** The order's arrow after a sorted header's name (hidden from screen readers: aria-sort says it). */
const ARROWS = { ascending: ' ▲', descending: ' ▼' } as const;

/** A column header that sorts its table (again: the other way), aria-sort saying the order. */
export function SortHeader<K extends string>({ sortKey, label, sort, onSort, sticky = false }: SortHeaderProps<K>) {
  const active = sort.key === sortKey;
  return (
    <Th scope="col" aria-sort={active ? sort.direction : 'none'} px="1" {...(sticky ? { ...STICKY_NAME, zIndex: 2 } : {})}>
      <Button
        variant="ghost"
        size="sm"
        px="2"
        colorPalette="navy"
        fontSize="md"
        whiteSpace="normal"
        textAlign="start"
        h="auto"
        minH="9"
        onClick={() => onSort({ key: sortKey, direction: active && sort.direction === 'ascending' ? 'descending' : 'ascending' })}
      >
        {label}
        <span aria-hidden="true">{active ? ARROWS[sort.direction] : null}</span>
      </Button>
    </Th>
  );
}
