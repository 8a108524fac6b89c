import { Button, HStack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { paginationMessages as m } from './messages';

interface Props {
  page: number;
  pageCount: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** Previous and Next around "Students 51-100 of 130" (docs/product.md#roster: 50 a page). */
export function Pagination({ page, pageCount, total, pageSize, onPage }: Props) {
  const intl = useIntl();
  const first = page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  return (
    <HStack as="nav" aria-label={intl.formatMessage(m.label)} justify="space-between" gap="3" flexWrap="wrap">
      <Text fontSize="md" color="navy.800" aria-live="polite">
        {intl.formatMessage(m.where, { first, last, total, page: page + 1, pages: pageCount })}
      </Text>
      <HStack gap="2">
        <Button variant="outline" colorPalette="navy" borderColor="navy.300" borderWidth="2px" size="md" disabled={page === 0} onClick={() => onPage(page - 1)}>
          {intl.formatMessage(m.previous)}
        </Button>
        <Button variant="outline" colorPalette="navy" borderColor="navy.300" borderWidth="2px" size="md" disabled={page >= pageCount - 1} onClick={() => onPage(page + 1)}>
          {intl.formatMessage(m.next)}
        </Button>
      </HStack>
    </HStack>
  );
}
