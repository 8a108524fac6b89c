import type { ReactNode } from 'react';
import { Box, Table, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { rowsTableMessages as m } from './messages';

/** Rows drawn at most: a 1,500-row class would make the dialog slow to open and to read. */
const ROWS_SHOWN = 100;

interface RowsTableRow {
  key: string;
  row: number;
  firstName: string;
  lastName: string;
  status: ReactNode;
  /** Marks a row the server refused (or will refuse). */
  bad: boolean;
}

/** The CSV's rows by spreadsheet row number, the first ROWS_SHOWN of them, with how many more there are. */
export function RowsTable({ caption, statusLabel, rows }: { caption: string; statusLabel: string; rows: RowsTableRow[] }) {
  const intl = useIntl();
  const shown = rows.slice(0, ROWS_SHOWN);
  return (
    <Box>
      <Box maxH="18rem" overflowY="auto" borderWidth="2px" borderColor="navy.100" borderRadius="xl" tabIndex={0} aria-label={caption}>
        <Table.Root size="sm" stickyHeader>
          <Table.Caption srOnly>{caption}</Table.Caption>
          <Table.Header>
            <Table.Row bg="navy.50">
              <Table.ColumnHeader color="navy.900">{intl.formatMessage(m.row)}</Table.ColumnHeader>
              <Table.ColumnHeader color="navy.900">{intl.formatMessage(m.firstName)}</Table.ColumnHeader>
              <Table.ColumnHeader color="navy.900">{intl.formatMessage(m.lastName)}</Table.ColumnHeader>
              <Table.ColumnHeader color="navy.900">{statusLabel}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((row) => (
              <Table.Row key={row.key} bg={row.bad ? 'red.50' : undefined}>
                <Table.Cell>{row.row}</Table.Cell>
                <Table.Cell>{row.firstName || <Text as="span" color="navy.700">{intl.formatMessage(m.empty)}</Text>}</Table.Cell>
                <Table.Cell>{row.lastName || <Text as="span" color="navy.700">{intl.formatMessage(m.empty)}</Text>}</Table.Cell>
                <Table.Cell fontWeight="semibold" color={row.bad ? 'red.700' : 'green.800'}>
                  {row.status}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {rows.length > shown.length && (
        <Text mt="2" fontSize="sm" color="navy.800">
          {intl.formatMessage(m.showing, { shown: shown.length, total: rows.length })}
        </Text>
      )}
    </Box>
  );
}
