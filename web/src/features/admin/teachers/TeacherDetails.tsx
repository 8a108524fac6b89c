import { Box, chakra, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { MAX_LEVEL } from '@rink/game';
import type { AdminTeacherRow, StudentTimeSpent } from '@rink/common';
import { useIntl } from 'react-intl';
import { useFormat } from '@/i18n/format';
import { fetchClassStats } from '../api/classStats';
import { LoadError } from '../components/LoadError';
import { Loading } from '../components/Loading';
import { useLoad } from '@/hooks/use-load';
import { detailsMessages as m } from '../messages';
import { STUDENT_STATS_ERROR } from '../texts';
import { Td, Th } from './cells';
import { classStats, TUTORIAL_COUNT } from './class-stats';

const logFailure = (error: unknown) => console.error(STUDENT_STATS_ERROR, error);

/**
 * An expanded teacher (docs/product.md#admin-teachers): the teacher's details and class stats, then
 * each student's progress. Loaded when opened; loaded again when the list shows the class
 * changed (its size or minutes), e.g. after Delete Class.
 */
export function TeacherDetails({ teacher }: { teacher: AdminTeacherRow }) {
  const intl = useIntl();
  const format = useFormat();
  const key = `${teacher._id}:${teacher.studentCount}:${teacher.totalMinutes}`;
  const loaded = useLoad(key, () => fetchClassStats(teacher._id), logFailure);
  const students = loaded.data?.students;
  const stats = students ? classStats(students) : null;
  const headingId = `teacher-${teacher._id}-details`;

  return (
    // contain: the panel takes the width the teachers' table gives it, never widens that table.
    <Stack as="section" aria-labelledby={headingId} gap="4" css={{ contain: 'inline-size' }} bg="brand.50" borderRadius="xl" borderWidth="2px" borderColor="brand.100" p={{ base: 3, md: 5 }}>
      <Heading as="h2" id={headingId} fontSize="xl" color="navy.900">
        {intl.formatMessage(m.heading, { name: teacher.name })}
      </Heading>
      <Grid as="dl" templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }} gap="3">
        <Fact label={intl.formatMessage(m.username)} value={teacher.userName} />
        <Fact label={intl.formatMessage(m.email)} value={teacher.email} />
        {/* A US address, written the US way in either language. */}
        <Fact label={intl.formatMessage(m.location)} value={`${teacher.city}, ${teacher.state} ${teacher.zipCode}`} />
        <Fact label={intl.formatMessage(m.classSize)} value={format.number(teacher.classSize)} />
        {stats && (
          <>
            <Fact label={intl.formatMessage(m.students)} value={format.number(stats.students)} />
            <Fact label={intl.formatMessage(m.totalMinutes)} value={format.number(stats.totalMinutes)} />
            <Fact label={intl.formatMessage(m.completedTutorial)} value={intl.formatMessage(m.countOf, { count: stats.finishedTutorials, total: stats.students })} />
            <Fact label={intl.formatMessage(m.completedLevels)} value={format.number(stats.levelsCompleted)} />
            <Fact label={intl.formatMessage(m.completedGame)} value={intl.formatMessage(m.countOf, { count: stats.completedGame, total: stats.students })} />
          </>
        )}
      </Grid>
      {loaded.error && <LoadError title={intl.formatMessage(m.loadFailed)} message={loaded.error} onRetry={loaded.reload} />}
      {!students && loaded.loading && <Loading label={intl.formatMessage(m.loading, { name: teacher.name })} />}
      {students && <StudentsTable teacherName={teacher.name} students={students} />}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box bg="white" borderRadius="lg" px="3" py="2" minW="0">
      <Text as="dt" fontSize="sm" fontWeight="700" color="navy.700">
        {label}
      </Text>
      <Text as="dd" fontSize="md" fontWeight="700" color="navy.900" overflowWrap="anywhere">
        {value}
      </Text>
    </Box>
  );
}

function StudentsTable({ teacherName, students }: { teacherName: string; students: readonly StudentTimeSpent[] }) {
  const intl = useIntl();
  const format = useFormat();
  if (students.length === 0) {
    return (
      <Text bg="white" borderRadius="lg" p="4" textAlign="center" fontSize="lg" fontWeight="semibold" color="navy.800">
        {intl.formatMessage(m.noStudents)}
      </Text>
    );
  }
  return (
    // Scrolls sideways on a narrow screen rather than squeezing names; focusable so a keyboard can scroll it.
    <Box position="relative" bg="white" borderRadius="lg" overflowX="auto" tabIndex={0} role="region" aria-label={intl.formatMessage(m.studentsRegion, { name: teacherName })} _focusVisible={{ outline: '3px solid', outlineColor: 'navy.900' }}>
      <chakra.table w="full" fontSize="md">
        <chakra.caption srOnly>{intl.formatMessage(m.studentsCaption, { name: teacherName })}</chakra.caption>
        <thead>
          <tr>
            <Th scope="col">{intl.formatMessage(m.columnStudent)}</Th>
            <Th scope="col">{intl.formatMessage(m.columnUsername)}</Th>
            <Th scope="col" textAlign="end">
              {intl.formatMessage(m.columnLevel)}
            </Th>
            <Th scope="col" textAlign="end">
              {intl.formatMessage(m.columnTutorials)}
            </Th>
            <Th scope="col" textAlign="end">
              {intl.formatMessage(m.columnLevelsDone)}
            </Th>
            <Th scope="col">{intl.formatMessage(m.columnWonGame)}</Th>
            <Th scope="col" textAlign="end">
              {intl.formatMessage(m.columnMinutes)}
            </Th>
          </tr>
        </thead>
        <tbody>
          {students.map((student) => (
            <chakra.tr key={student._id} borderTopWidth="1px" borderColor="navy.100">
              <Td fontWeight="semibold">
                {student.firstName} {student.lastName}
              </Td>
              <Td>{student.userName}</Td>
              <Td textAlign="end">{format.number(student.level)}</Td>
              <Td textAlign="end">
                {intl.formatMessage(m.countOf, { count: student.tutorialsDone, total: TUTORIAL_COUNT })}
              </Td>
              <Td textAlign="end">
                {intl.formatMessage(m.countOf, { count: student.levelsDone, total: MAX_LEVEL })}
              </Td>
              <Td>{intl.formatMessage(student.wonGame ? m.yes : m.no)}</Td>
              <Td textAlign="end">{format.number(student.minutes)}</Td>
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
