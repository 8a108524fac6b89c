import { Box, chakra, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { MAX_LEVEL } from '@rink/game';
import type { AdminTeacherRow, StudentTimeSpent } from '@rink/common';
import { fetchClassStats } from '../api/classStats';
import { LoadError } from '../components/LoadError';
import { Loading } from '../components/Loading';
import { useLoad } from '../hooks/useLoad';
import { formatCount, NO_STUDENTS, STUDENT_STATS_ERROR } from '../texts';
import { Td, Th } from './cells';
import { classStats, TUTORIAL_COUNT } from './class-stats';

const logFailure = (error: unknown) => console.error(STUDENT_STATS_ERROR, error);

/**
 * An expanded teacher (docs/product.md#admin-teachers): the teacher's details and class stats, then
 * each student's progress. Loaded when opened; loaded again when the list shows the class
 * changed (its size or minutes), e.g. after Delete Class.
 */
export function TeacherDetails({ teacher }: { teacher: AdminTeacherRow }) {
  const key = `${teacher._id}:${teacher.studentCount}:${teacher.totalMinutes}`;
  const loaded = useLoad(key, () => fetchClassStats(teacher._id), logFailure);
  const students = loaded.data?.students;
  const stats = students ? classStats(students) : null;
  const headingId = `teacher-${teacher._id}-details`;

  return (
    // contain: the panel takes the width the teachers' table gives it, never widens that table.
    <Stack as="section" aria-labelledby={headingId} gap="4" css={{ contain: 'inline-size' }} bg="brand.50" borderRadius="xl" borderWidth="2px" borderColor="brand.100" p={{ base: 3, md: 5 }}>
      <Heading as="h2" id={headingId} fontSize="xl" color="navy.900">
        {teacher.name}: class stats
      </Heading>
      <Grid as="dl" templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }} gap="3">
        <Fact label="Username" value={teacher.userName} />
        <Fact label="Email" value={teacher.email} />
        <Fact label="Location" value={`${teacher.city}, ${teacher.state} ${teacher.zipCode}`} />
        <Fact label="Class size" value={formatCount(teacher.classSize)} />
        {stats && (
          <>
            <Fact label="Students" value={formatCount(stats.students)} />
            <Fact label="Total minutes" value={formatCount(stats.totalMinutes)} />
            <Fact label="Completed tutorial" value={`${formatCount(stats.finishedTutorials)} of ${formatCount(stats.students)}`} />
            <Fact label="Completed levels" value={formatCount(stats.levelsCompleted)} />
            <Fact label="Completed game" value={`${formatCount(stats.completedGame)} of ${formatCount(stats.students)}`} />
          </>
        )}
      </Grid>
      {loaded.error && <LoadError title="The class stats could not be loaded." message={loaded.error} onRetry={loaded.reload} />}
      {!students && loaded.loading && <Loading label={`Loading ${teacher.name}'s class`} />}
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
  if (students.length === 0) {
    return (
      <Text bg="white" borderRadius="lg" p="4" textAlign="center" fontSize="lg" fontWeight="semibold" color="navy.800">
        {NO_STUDENTS}
      </Text>
    );
  }
  return (
    // Scrolls sideways on a narrow screen rather than squeezing names; focusable so a keyboard can scroll it.
    <Box bg="white" borderRadius="lg" overflowX="auto" tabIndex={0} role="region" aria-label={`${teacherName}'s students`} _focusVisible={{ outline: '3px solid', outlineColor: 'navy.900' }}>
      <chakra.table w="full" fontSize="md">
        <chakra.caption srOnly>{teacherName}'s students, by first then last name</chakra.caption>
        <thead>
          <tr>
            <Th scope="col">Student</Th>
            <Th scope="col">Username</Th>
            <Th scope="col" textAlign="end">
              Level
            </Th>
            <Th scope="col" textAlign="end">
              Tutorials
            </Th>
            <Th scope="col" textAlign="end">
              Levels done
            </Th>
            <Th scope="col">Won the game</Th>
            <Th scope="col" textAlign="end">
              Minutes
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
              <Td textAlign="end">{student.level}</Td>
              <Td textAlign="end">
                {student.tutorialsDone} of {TUTORIAL_COUNT}
              </Td>
              <Td textAlign="end">
                {student.levelsDone} of {MAX_LEVEL}
              </Td>
              <Td>{student.wonGame ? 'Yes' : 'No'}</Td>
              <Td textAlign="end">{formatCount(student.minutes)}</Td>
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
