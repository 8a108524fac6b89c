import { chakra, Text } from '@chakra-ui/react';
import { CHECKED_STANDARDS, STANDARD_NAMES } from '@rink/game';
import { ScrollRegion, SortHeader, STICKY_NAME, Table, Td, Th } from '../live/table-parts';
import { fullName, type ProgressRow } from '../live/progress-view';
import {
  checkStateText,
  decisionsText,
  growth,
  growthText,
  partChangeText,
  scoreText,
  sortLearningRows,
  type LearningSortKey,
  type SortDirection,
} from './learning-figures';

export interface LearningSort {
  key: LearningSortKey;
  direction: SortDirection;
}

interface Props {
  rows: readonly ProgressRow[];
  sort: LearningSort;
  onSort: (sort: LearningSort) => void;
}

const SORTABLE: Array<{ key: LearningSortKey; label: string }> = [
  { key: 'name', label: 'Student' },
  { key: 'before', label: 'Check before' },
  { key: 'after', label: 'Latest after' },
  { key: 'growth', label: 'Growth' },
];

/**
 * One row per student: the check before and the latest after (whole and by area), the growth,
 * the check under way, and the season's decisions by area (met of judged). The first four
 * headers sort (again: the other way), with aria-sort saying the order.
 */
export function LearningTable({ rows, sort, onSort }: Props) {
  const sorted = sortLearningRows(rows, sort.key, sort.direction);
  return (
    <ScrollRegion label="Each student's money check">
      <Table minW="60rem" className="learning-table">
        <chakra.caption srOnly>Each student’s money check and decisions, live. The first four column headers sort the table.</chakra.caption>
        <thead>
          <tr>
            {SORTABLE.map((column) => (
              <SortHeader key={column.key} sortKey={column.key} label={column.label} sort={sort} onSort={onSort} sticky={column.key === 'name'} />
            ))}
            {CHECKED_STANDARDS.map((standard) => (
              <Th key={standard} scope="col">
                {STANDARD_NAMES[standard]}
                <Text as="span" display="block" fontWeight="normal" fontSize="sm">
                  before → after
                </Text>
              </Th>
            ))}
            <Th scope="col">Check now</Th>
            <Th scope="col">
              Decisions met
              <Text as="span" display="block" fontWeight="normal" fontSize="sm">
                of those judged
              </Text>
            </Th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => {
            const { learning } = row;
            const change = growth(learning);
            return (
              <tr key={row.id}>
                <Th scope="row" fontWeight="bold" borderBottomWidth="1px" borderColor="navy.100" verticalAlign="top" {...STICKY_NAME} bg="white">
                  {fullName(row)}
                </Th>
                <Td>{scoreText(learning.before)}</Td>
                <Td>{scoreText(learning.latest)}</Td>
                <Td fontWeight="bold" color={change !== null && change > 0 ? 'brand.800' : change !== null && change < 0 ? 'orange.700' : undefined}>
                  {growthText(change)}
                </Td>
                {CHECKED_STANDARDS.map((standard) => (
                  <Td key={standard} whiteSpace="nowrap">
                    {partChangeText(learning, standard)}
                  </Td>
                ))}
                <Td minW="8rem">{checkStateText(learning) ?? (learning.checkOn ? 'Nothing due' : 'Off')}</Td>
                <Td>
                  <chakra.ul listStyleType="none" m="0" p="0">
                    {CHECKED_STANDARDS.map((standard) => (
                      <li key={standard} style={{ whiteSpace: 'nowrap' }}>
                        {STANDARD_NAMES[standard]}: {decisionsText(learning.decisions[standard])}
                      </li>
                    ))}
                  </chakra.ul>
                </Td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}
