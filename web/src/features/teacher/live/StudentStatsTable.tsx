import { chakra } from '@chakra-ui/react';
import { ScrollRegion, Table, Td, Th } from './table-parts';
import { fullName, minutesOf, type ProgressRow } from './progress-view';

/** The student-stats modal's page size (docs/product.md#classroom-stats: "the student-stats modal uses 10"). */
export const STATS_PAGE_SIZE = 10;

/** Each student's figures: the classroom stats, one row per student. */
export function StudentStatsTable({ rows }: { rows: ProgressRow[] }) {
  return (
    <ScrollRegion label="Student stats">
      <Table>
        <chakra.caption srOnly>Each student’s stats</chakra.caption>
        <thead>
          <tr>
            <Th scope="col">Student</Th>
            <Th scope="col">Level</Th>
            <Th scope="col">Tutorials Done</Th>
            <Th scope="col">Levels Completed</Th>
            <Th scope="col">Completed Game</Th>
            <Th scope="col">Minutes</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <Th scope="row" bg="white" fontWeight="normal" borderBottomWidth="1px" borderColor="navy.100">
                {fullName(row)}
              </Th>
              <Td>{row.level}</Td>
              <Td>{row.tutorialsDone} of 5</Td>
              <Td>{row.levelsDone}</Td>
              <Td>{row.wonGame ? 'Yes' : 'No'}</Td>
              <Td>{minutesOf(row)}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}
