import { chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { ScrollRegion, Table, Td, Th } from './table-parts';
import { fullName, minutesOf, type ProgressRow } from './progress-view';
import { statsMessages as m } from './messages';

/** Tutorials a student takes before the first season. */
const TUTORIALS = 5;

/** The student-stats modal's page size (docs/product.md#classroom-stats: "the student-stats modal uses 10"). */
export const STATS_PAGE_SIZE = 10;

/** Each student's figures: the classroom stats, one row per student. */
export function StudentStatsTable({ rows }: { rows: ProgressRow[] }) {
  const intl = useIntl();
  return (
    <ScrollRegion label={intl.formatMessage(m.tableLabel)}>
      <Table>
        <chakra.caption srOnly>{intl.formatMessage(m.tableCaption)}</chakra.caption>
        <thead>
          <tr>
            <Th scope="col">{intl.formatMessage(m.student)}</Th>
            <Th scope="col">{intl.formatMessage(m.levelColumn)}</Th>
            <Th scope="col">{intl.formatMessage(m.tutorialsDone)}</Th>
            <Th scope="col">{intl.formatMessage(m.levelsCompleted)}</Th>
            <Th scope="col">{intl.formatMessage(m.gameCompleted)}</Th>
            <Th scope="col">{intl.formatMessage(m.minutes)}</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <Th scope="row" bg="white" fontWeight="normal" borderBottomWidth="1px" borderColor="navy.100">
                {fullName(row)}
              </Th>
              <Td>{row.level}</Td>
              <Td>{intl.formatMessage(m.tutorialsOf, { done: row.tutorialsDone, total: TUTORIALS })}</Td>
              <Td>{row.levelsDone}</Td>
              <Td>{intl.formatMessage(row.wonGame ? m.yes : m.no)}</Td>
              <Td>{minutesOf(row)}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}
