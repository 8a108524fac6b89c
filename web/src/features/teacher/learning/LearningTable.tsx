import { chakra, Text } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { CHECKED_STANDARDS } from '@rink/game';
import { ScrollRegion, SortHeader, STICKY_NAME, Table, Td, Th } from '../live/table-parts';
import { fullName, type ProgressRow } from '../live/progress-view';
import { learningTableMessages as m } from './messages';
import {
  areaName,
  baselineText,
  checkStateText,
  classBaselineKind,
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

const BASELINE = { before: m.before, first: m.beforeFirst, mixed: m.beforeMixed } as const;

const sortable = (baseline: MessageDescriptor): Array<{ key: LearningSortKey; label: MessageDescriptor }> => [
  { key: 'name', label: m.student },
  { key: 'before', label: baseline },
  { key: 'after', label: m.after },
  { key: 'growth', label: m.growth },
];

/**
 * One row per student: the check before and the latest after (whole and by area), the growth,
 * the check under way, and the season's decisions by area (met of judged). The first four
 * headers sort (again: the other way), with aria-sort saying the order.
 */
export function LearningTable({ rows, sort, onSort }: Props) {
  const intl = useIntl();
  const sorted = sortLearningRows(rows, sort.key, sort.direction);
  const kind = classBaselineKind(rows);
  return (
    <ScrollRegion label={intl.formatMessage(m.region)}>
      <Table minW="60rem" className="learning-table">
        <chakra.caption srOnly>{intl.formatMessage(m.caption)}</chakra.caption>
        <thead>
          <tr>
            {sortable(BASELINE[kind]).map((column) => (
              <SortHeader key={column.key} sortKey={column.key} label={intl.formatMessage(column.label)} sort={sort} onSort={onSort} sticky={column.key === 'name'} />
            ))}
            {CHECKED_STANDARDS.map((standard) => (
              <Th key={standard} scope="col">
                {areaName(intl, standard)}
                <Text as="span" display="block" fontWeight="normal" fontSize="sm">
                  {intl.formatMessage(m.beforeAfter)}
                </Text>
              </Th>
            ))}
            <Th scope="col">{intl.formatMessage(m.checkNow)}</Th>
            <Th scope="col">
              {intl.formatMessage(m.decisionsMet)}
              <Text as="span" display="block" fontWeight="normal" fontSize="sm">
                {intl.formatMessage(m.ofJudged)}
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
                <Td>{baselineText(intl, learning.before, kind)}</Td>
                <Td>{scoreText(intl, learning.latest)}</Td>
                <Td fontWeight="bold" color={change !== null && change > 0 ? 'brand.800' : change !== null && change < 0 ? 'orange.700' : undefined}>
                  {growthText(change)}
                </Td>
                {CHECKED_STANDARDS.map((standard) => (
                  <Td key={standard} whiteSpace="nowrap">
                    {partChangeText(intl, learning, standard)}
                  </Td>
                ))}
                <Td minW="8rem">{checkStateText(intl, learning) ?? intl.formatMessage(learning.checkOn ? m.nothingDue : m.off)}</Td>
                <Td>
                  <chakra.ul listStyleType="none" m="0" p="0">
                    {CHECKED_STANDARDS.map((standard) => (
                      <li key={standard} style={{ whiteSpace: 'nowrap' }}>
                        {intl.formatMessage(m.areaDecisions, { area: areaName(intl, standard), decisions: decisionsText(intl, learning.decisions[standard]) })}
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
