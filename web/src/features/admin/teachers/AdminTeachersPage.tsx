import { useCallback, useRef, useState } from 'react';
import { Box, Button, chakra, Flex, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { paths } from '@/config/paths';
import { fetchTeachers } from '../api/teachers';
import { AdminShell } from '../components/AdminShell';
import { LoadError } from '../components/LoadError';
import { Loading } from '../components/Loading';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../hooks/useDebouncedValue';
import { useActiveRemovals } from '../hooks/useActiveRemovals';
import { useLoad } from '../hooks/useLoad';
import { formatCount, NO_DATA } from '../texts';
import { Td, Th } from './cells';
import { CsvDownloadButton } from './CsvDownloadButton';
import { pageOf } from './paging';
import { RemoveDialog, type Removal } from './RemoveDialog';
import { TEACHER_COLUMNS, TeacherRow } from './TeacherRow';
import { TeacherSearch } from './TeacherSearch';

const logFailure = (error: unknown) => console.error('Unexpected error fetching teachers', error);

/**
 * /admin/teachers (docs/product.md#admin-teachers): the teachers, searched on the server 1 s after
 * the last keystroke (the same search the CSV takes, so the download is what the list
 * shows), 50 a page, each expandable to its class's stats, with the deletes.
 */
export function AdminTeachersPage() {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  // Each answer carries the search it answers: while a newer search runs, the list, its
  // summary and the CSV all still describe the rows on screen.
  const teachers = useLoad(`teachers:${settled}`, async () => ({ search: settled, rows: await fetchTeachers(settled) }), logFailure);
  const shown = teachers.data?.search ?? '';
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [removal, setRemoval] = useState<Removal | null>(null);
  // Teachers just removed: hidden at once, before the list's reload arrives.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const summaryRef = useRef<HTMLParagraphElement>(null);
  // A teacher removed while their dialog was open: closing it sends the focus to the summary.
  const focusSummaryOnClose = useRef(false);
  const { reload } = teachers;
  const removals = useActiveRemovals(reload);

  const rows = (teachers.data?.rows ?? []).filter((teacher) => !removed.has(teacher._id));
  // A new search starts on page 1.
  const page = pageOf(rows, paging.search === shown ? paging.page : 1);
  const goTo = (wanted: number) => {
    setPaging({ search: shown, page: wanted });
    // Next is disabled on the last page and would drop the focus: the line saying which rows show takes it.
    window.setTimeout(() => summaryRef.current?.focus(), 0);
  };
  const searching = search.trim() !== settled || teachers.loading;

  const toggle = (id: string) =>
    setExpanded((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const onFinished = useCallback(
    ({ kind, teacher }: Removal, done: boolean) => {
      if (kind === 'teacher' && done) {
        setRemoved((was) => new Set(was).add(teacher._id));
        focusSummaryOnClose.current = true;
      }
      reload();
    },
    [reload],
  );

  const onClose = () => {
    setRemoval(null);
    // The row and its button are gone: focus goes to the line that says what the list holds now.
    if (focusSummaryOnClose.current) window.setTimeout(() => summaryRef.current?.focus(), 0);
    focusSummaryOnClose.current = false;
  };

  return (
    <AdminShell title="Teachers" backTo={paths.admin}>
      <Stack gap="5">
        <TeacherSearch value={search} onChange={setSearch} />

        {/* What the list holds now, and the download of exactly that. */}
        <Flex gap="3" align="center" justify="space-between" wrap="wrap" minH="12">
          <HStack gap="3" wrap="wrap">
            <Text ref={summaryRef} tabIndex={-1} role="status" fontSize="lg" fontWeight="semibold" color="navy.800" _focusVisible={{ outline: '3px solid', outlineColor: 'navy.900' }}>
              {teachers.data && summaryOf(rows.length, page.first, page.last, shown)}
            </Text>
            {searching && teachers.data && (
              <HStack gap="2" color="navy.700">
                <Spinner size="sm" />
                <Text>Searching…</Text>
              </HStack>
            )}
          </HStack>
          {teachers.data && <CsvDownloadButton search={shown} disabled={rows.length === 0} />}
        </Flex>

        {teachers.error && <LoadError title="The teachers could not be loaded." message={teachers.error} onRetry={teachers.reload} />}
        {!teachers.data && teachers.loading && <Loading label="Loading the teachers" />}

        {teachers.data && (
          // Fits 768 px wide; on anything narrower it scrolls sideways rather than clip a button.
          <Box bg="white" borderRadius="2xl" borderWidth="2px" borderColor="brand.100" boxShadow="sm" overflowX="auto">
            <chakra.table w="full" fontSize="md" data-testid="teachers-table" aria-busy={searching}>
              <chakra.caption srOnly>Teachers, by name. Open a teacher to see their class stats.</chakra.caption>
              <chakra.thead bg="navy.50">
                <tr>
                  <Th scope="col">Teacher</Th>
                  <Th scope="col" textAlign="end">
                    Grade
                  </Th>
                  {/* Below 1024 px the school goes under the teacher's name, so the buttons fit at 768 px. */}
                  <Th scope="col" display={{ base: 'none', lg: 'table-cell' }}>
                    School and district
                  </Th>
                  <Th scope="col" textAlign="end">
                    Students
                  </Th>
                  <Th scope="col" textAlign="end">
                    Minutes
                  </Th>
                  <Th scope="col" textAlign="end">
                    <chakra.span srOnly>Actions</chakra.span>
                  </Th>
                </tr>
              </chakra.thead>
              <tbody>
                {page.rows.map((teacher) => (
                  <TeacherRow
                    key={teacher._id}
                    teacher={teacher}
                    removing={removals.byTeacher.get(teacher._id)}
                    expanded={expanded.has(teacher._id)}
                    onToggle={() => toggle(teacher._id)}
                    onRemoveClass={() => setRemoval({ kind: 'class', teacher })}
                    onRemoveTeacher={() => setRemoval({ kind: 'teacher', teacher })}
                  />
                ))}
                {rows.length === 0 && (
                  <tr>
                    <Td colSpan={TEACHER_COLUMNS} textAlign="center" py="10" fontSize="lg" fontWeight="semibold" color="navy.800">
                      {NO_DATA}
                    </Td>
                  </tr>
                )}
              </tbody>
            </chakra.table>
          </Box>
        )}

        {page.pages > 1 && (
          <HStack as="nav" aria-label="Teacher pages" justify="center" gap="4">
            <Button variant="outline" colorPalette="navy" disabled={page.page === 1} onClick={() => goTo(page.page - 1)}>
              Previous
            </Button>
            <Text fontWeight="semibold" color="navy.800">
              Page {page.page} of {page.pages}
            </Text>
            <Button variant="outline" colorPalette="navy" disabled={page.page === page.pages} onClick={() => goTo(page.page + 1)}>
              Next
            </Button>
          </HStack>
        )}
      </Stack>
      <RemoveDialog removal={removal} onClose={onClose} onStarted={removals.refresh} onFinished={onFinished} />
    </AdminShell>
  );
}

function summaryOf(count: number, first: number, last: number, search: string): string {
  const what = `${count === 0 ? 'No' : formatCount(count)} ${count === 1 ? 'teacher' : 'teachers'}`;
  const found = search ? `${what} ${count === 1 ? 'matches' : 'match'} “${search}”` : what;
  return count > last - first + 1 ? `${found}: showing ${formatCount(first)}–${formatCount(last)}` : found;
}
