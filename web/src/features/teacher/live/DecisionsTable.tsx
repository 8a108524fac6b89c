import { chakra, List, Text } from '@chakra-ui/react';
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

const COLUMNS: Array<{ key: SortKey; label: string }> = [
  { key: 'name', label: 'Student' },
  { key: 'stage', label: 'Where they are' },
  { key: 'season', label: 'Season' },
  { key: 'spent', label: 'Spent' },
  { key: 'saved', label: 'Saved' },
  { key: 'scouted', label: 'Scouted' },
  { key: 'injuries', label: 'Injuries' },
  { key: 'activity', label: 'Last move' },
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
  const sorted = sortRows(rows, sort.key, sort.direction);
  return (
    <ScrollRegion label="Each student's decisions">
      <Table minW="56rem">
        <chakra.caption srOnly>Each student’s decisions, live. Column headers sort the table.</chakra.caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <SortHeader key={column.key} sortKey={column.key} label={column.label} sort={sort} onSort={onSort} sticky={column.key === 'name'} />
            ))}
            <Th scope="col" minW="9rem">
              Season debriefs
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
                    Level {row.level}
                  </Text>
                </Th>
                <Td>
                  {stageText(row)}
                  {stuck && (
                    <Text fontSize="sm" fontWeight="bold" color="orange.700">
                      Stuck
                    </Text>
                  )}
                </Td>
                <Td>{seasonText(row)}</Td>
                <Td whiteSpace="nowrap">
                  {spentText(row)}
                  <Text fontSize="sm" color="navy.800">
                    {leftText(row)}
                  </Text>
                </Td>
                <Td fontWeight={row.money.saved > 0 ? 'bold' : undefined}>{savedText(row)}</Td>
                <Td>{row.scouted ? 'Yes' : 'No'}</Td>
                <Td>{injuriesText(row)}</Td>
                <Td>{activityText(row, now)}</Td>
                <Td>
                  {row.debriefs.length === 0 ? (
                    'None yet'
                  ) : (
                    <List.Root as="ul" ps="4" gap="1" fontSize="sm">
                      {debriefLines(row).map((line) => (
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
