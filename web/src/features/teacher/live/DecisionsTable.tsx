import { chakra, List, Text } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { ScrollRegion, SortHeader, STICKY_NAME, Table, Td, Th } from './table-parts';
import {
  activityText,
  debriefLines,
  fullName,
  injuriesText,
  isStuck,
  leftText,
  savedText,
  seasonText,
  spentText,
  sortRows,
  stageText,
  type ProgressRow,
  type SortDirection,
  type SortKey,
} from './progress-view';
import { decisionsMessages as m } from './messages';

interface Sort {
  key: SortKey;
  direction: SortDirection;
}

interface Props {
  rows: ProgressRow[];
  now: number;
  sort: Sort;
  onSort: (sort: Sort) => void;
}

const COLUMNS: Array<{ key: SortKey; label: MessageDescriptor }> = [
  { key: 'name', label: m.name },
  { key: 'stage', label: m.stage },
  { key: 'season', label: m.season },
  { key: 'spent', label: m.spent },
  { key: 'saved', label: m.saved },
  { key: 'scouted', label: m.scouted },
  { key: 'injuries', label: m.injuries },
  { key: 'activity', label: m.activity },
];

/**
 * The names stay in sight while a narrow screen scrolls the table sideways (inside its own
 * box); the shadow marks the edge the other columns slide under.
 */

/**
 * One row per student. Every column header is a button that sorts by it (again: the other
 * way); the header carries aria-sort so a screen reader says the order.
 */
export function DecisionsTable({ rows, now, sort, onSort }: Props) {
  const intl = useIntl();
  const sorted = sortRows(rows, sort.key, sort.direction);
  return (
    <ScrollRegion label={intl.formatMessage(m.region)}>
      <Table minW="56rem">
        <chakra.caption srOnly>{intl.formatMessage(m.caption)}</chakra.caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <SortHeader key={column.key} sortKey={column.key} label={intl.formatMessage(column.label)} sort={sort} onSort={onSort} sticky={column.key === 'name'} />
            ))}
            <Th scope="col" minW="9rem">
              {intl.formatMessage(m.debriefs)}
            </Th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => {
            const stuck = isStuck(row, now);
            // A stuck student's whole row is tinted, and says so in words.
            return (
              <chakra.tr key={row.id} bg={stuck ? 'orange.50' : undefined}>
                <Th scope="row" {...STICKY_NAME} bg={stuck ? 'orange.50' : 'white'} fontWeight="bold" borderBottomWidth="1px" borderColor="navy.100" verticalAlign="top" minW="8rem" maxW="13rem" overflowWrap="anywhere">
                  {fullName(row)}
                  <Text fontSize="sm" fontWeight="normal" color="navy.800">
                    {intl.formatMessage(m.level, { level: row.level })}
                  </Text>
                </Th>
                <Td>
                  {stageText(intl, row)}
                  {stuck && (
                    <Text fontSize="sm" fontWeight="bold" color="orange.700">
                      {intl.formatMessage(m.stuck)}
                    </Text>
                  )}
                </Td>
                <Td>{seasonText(intl, row)}</Td>
                <Td whiteSpace="nowrap">
                  {spentText(intl, row)}
                  <Text fontSize="sm" color="navy.800">
                    {leftText(intl, row)}
                  </Text>
                </Td>
                <Td fontWeight={row.money.saved > 0 ? 'bold' : undefined}>{savedText(intl, row)}</Td>
                <Td>{intl.formatMessage(row.scouted ? m.yes : m.no)}</Td>
                <Td>{injuriesText(intl, row)}</Td>
                <Td>{activityText(intl, row, now)}</Td>
                <Td>
                  {row.debriefs.length === 0 ? (
                    intl.formatMessage(m.noneYet)
                  ) : (
                    <List.Root as="ul" ps="4" gap="1" fontSize="sm">
                      {debriefLines(intl, row).map((line) => (
                        <List.Item key={line}>{line}</List.Item>
                      ))}
                    </List.Root>
                  )}
                </Td>
              </chakra.tr>
            );
          })}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}
