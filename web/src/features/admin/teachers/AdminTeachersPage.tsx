import { useCallback, useRef, useState } from 'react';
import { Box, Button, chakra, Flex, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useIntl, type IntlShape } from 'react-intl';
import { paths } from '@/config/paths';
import { fetchTeacherPage } from '../api/teachers';
import { AdminShell } from '../components/AdminShell';
import { LoadError } from '../components/LoadError';
import { Loading } from '../components/Loading';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useActiveRemovals } from './useActiveRemovals';
import { useLoad } from '@/hooks/use-load';
import { teachersMessages as m } from '../messages';
import { Td, Th } from './cells';
import { CsvDownloadButton } from './CsvDownloadButton';
import { firstPage, nextPage, positionOf, previousPage, type PageTrail } from './paging';
import { RemoveDialog, type Removal } from './RemoveDialog';
import { TEACHER_COLUMNS, TeacherRow } from './TeacherRow';
import { TeacherSearch } from './TeacherSearch';

const logFailure = (error: unknown) => console.error('Unexpected error fetching teachers', error);
/** docs/product.md#admin-teachers: the admin search runs 1 s after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 1000;

/**
 * /admin/teachers (docs/product.md#admin-teachers): the teachers, searched on the server 1 s after
 * the last keystroke (the same search the CSV takes, so the download is what the list
 * shows), 50 a page read from the server a page at a time (docs/decisions.md#d77), each
 * expandable to its class's stats, with the deletes.
 */
export function AdminTeachersPage() {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  // The cursors of the pages seen; a new search starts again at its first page.
  const [trailState, setTrail] = useState<PageTrail>(firstPage(''));
  const trail = trailState.search === settled ? trailState : firstPage(settled);
  const pageNumber = trail.after.length;
  const after = trail.after.at(-1);
  // Each answer carries the search and page it answers: while a newer one runs, the list, its
  // summary and the CSV all still describe the rows on screen.
  const teachers = useLoad(
    `teachers:${settled}:${pageNumber}:${after ?? ''}`,
    async () => ({ search: settled, pageNumber, page: await fetchTeacherPage(settled, after) }),
    logFailure,
  );
  const shown = teachers.data?.search ?? '';
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [removal, setRemoval] = useState<Removal | null>(null);
  // Teachers just removed: hidden at once, before the list's reload arrives.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const summaryRef = useRef<HTMLParagraphElement>(null);
  // A teacher removed while their dialog was open: closing it sends the focus to the summary.
  const focusSummaryOnClose = useRef(false);
  const { reload } = teachers;
  const removals = useActiveRemovals(reload);

  const loaded = teachers.data?.page;
  const rows = (loaded?.rows ?? []).filter((teacher) => !removed.has(teacher._id));
  const total = Math.max(rows.length, (loaded?.total ?? 0) - ((loaded?.rows.length ?? 0) - rows.length));
  const position = positionOf(teachers.data?.pageNumber ?? 1, rows.length, total);
  const goTo = (move: (was: PageTrail) => PageTrail) => {
    setTrail(move(trail));
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
    <AdminShell title={intl.formatMessage(m.title)} backTo={paths.admin}>
      <Stack gap="5">
        <TeacherSearch value={search} onChange={setSearch} />

        {/* What the list holds now, and the download of exactly that. */}
        <Flex gap="3" align="center" justify="space-between" wrap="wrap" minH="12">
          <HStack gap="3" wrap="wrap">
            <Text ref={summaryRef} tabIndex={-1} role="status" fontSize="lg" fontWeight="semibold" color="navy.800" _focusVisible={{ outline: '3px solid', outlineColor: 'navy.900' }}>
              {teachers.data && summaryOf(intl, total, position.first, position.last, shown)}
            </Text>
            {searching && teachers.data && (
              <HStack gap="2" color="navy.700">
                <Spinner size="sm" />
                <Text>{intl.formatMessage(m.searching)}</Text>
              </HStack>
            )}
          </HStack>
          {teachers.data && <CsvDownloadButton search={shown} disabled={rows.length === 0} />}
        </Flex>

        {teachers.error && <LoadError title={intl.formatMessage(m.loadFailed)} message={teachers.error} onRetry={teachers.reload} />}
        {!teachers.data && teachers.loading && <Loading label={intl.formatMessage(m.loading)} />}

        {teachers.data && (
          // Fits 768 px wide; on anything narrower it scrolls sideways rather than clip a button.
          // position: its hidden caption and column name (absolutely placed) stay in its scroll, not the page's.
          <Box position="relative" bg="white" borderRadius="2xl" borderWidth="2px" borderColor="brand.100" boxShadow="sm" overflowX="auto">
            <chakra.table w="full" fontSize="md" data-testid="teachers-table" aria-busy={searching}>
              <chakra.caption srOnly>{intl.formatMessage(m.caption)}</chakra.caption>
              <chakra.thead bg="navy.50">
                <tr>
                  <Th scope="col">{intl.formatMessage(m.columnTeacher)}</Th>
                  <Th scope="col" textAlign="end">
                    {intl.formatMessage(m.columnGrade)}
                  </Th>
                  {/* Below 1024 px the school goes under the teacher's name, so the buttons fit at 768 px. */}
                  <Th scope="col" display={{ base: 'none', lg: 'table-cell' }}>
                    {intl.formatMessage(m.columnSchool)}
                  </Th>
                  <Th scope="col" textAlign="end">
                    {intl.formatMessage(m.columnStudents)}
                  </Th>
                  <Th scope="col" textAlign="end">
                    {intl.formatMessage(m.columnMinutes)}
                  </Th>
                  <Th scope="col" textAlign="end">
                    <chakra.span srOnly>{intl.formatMessage(m.columnActions)}</chakra.span>
                  </Th>
                </tr>
              </chakra.thead>
              <tbody>
                {rows.map((teacher) => (
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
                      {intl.formatMessage(m.noData)}
                    </Td>
                  </tr>
                )}
              </tbody>
            </chakra.table>
          </Box>
        )}

        {position.pages > 1 && (
          <HStack as="nav" aria-label={intl.formatMessage(m.pagesLabel)} justify="center" gap="4">
            <Button variant="outline" colorPalette="navy" disabled={pageNumber === 1 || teachers.loading} onClick={() => goTo(previousPage)}>
              {intl.formatMessage(m.previous)}
            </Button>
            <Text fontWeight="semibold" color="navy.800">
              {intl.formatMessage(m.pageOf, { page: position.page, pages: position.pages })}
            </Text>
            <Button
              variant="outline"
              colorPalette="navy"
              disabled={!loaded?.next || teachers.loading}
              onClick={() => {
                if (loaded?.next) goTo((was) => nextPage(was, loaded.next ?? ''));
              }}
            >
              {intl.formatMessage(m.next)}
            </Button>
          </HStack>
        )}
      </Stack>
      <RemoveDialog removal={removal} onClose={onClose} onStarted={removals.refresh} onFinished={onFinished} />
    </AdminShell>
  );
}

/** What the list holds: "52 teachers match “ice”: showing 1–50", one whole sentence per case. */
function summaryOf(intl: IntlShape, count: number, first: number, last: number, search: string): string {
  const values = { count, search, first, last };
  if (count > last - first + 1) return intl.formatMessage(search ? m.summaryMatchesShowing : m.summaryShowing, values);
  return intl.formatMessage(search ? m.summaryMatches : m.summary, values);
}
