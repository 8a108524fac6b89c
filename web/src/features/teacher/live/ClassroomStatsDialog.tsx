import { useState } from 'react';
import { Box, Button, Grid, HStack, Text } from '@chakra-ui/react';
import { AppDialog } from '@/components/ui/AppDialog';
import { ClassChart } from './ClassChart';
import { ProgressState } from './ProgressState';
import { StudentStatsTable, STATS_PAGE_SIZE } from './StudentStatsTable';
import { classTotals, compareNames, fullName, minutesOf, type ProgressRow } from './progress-view';
import { useClassProgress } from './useClassProgress';

interface Props {
  open: boolean;
  onClose(): void;
  teacherId: string;
}

/**
 * Classroom Stats (docs/product.md#classroom-stats): the class's totals, two charts and each
 * student's figures, 10 a page. Live: it follows the class's progress documents while open.
 */
export function ClassroomStatsDialog({ open, onClose, teacherId }: Props) {
  const progress = useClassProgress(teacherId, open);
  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Classroom Stats"
      size="xl"
      closeLabel="Close Classroom Stats"
      footer={
        <Button colorPalette="navy" onClick={onClose}>
          Close
        </Button>
      }
    >
      <ProgressState progress={progress}>{(rows) => <StatsBody rows={rows} />}</ProgressState>
    </AppDialog>
  );
}

function StatsBody({ rows }: { rows: ProgressRow[] }) {
  const [page, setPage] = useState(0);
  const sorted = [...rows].sort(compareNames);
  const pages = Math.max(1, Math.ceil(sorted.length / STATS_PAGE_SIZE));
  // A student removed meanwhile may shorten the list under the page being shown.
  const shown = Math.min(page, pages - 1);
  const pageRows = sorted.slice(shown * STATS_PAGE_SIZE, (shown + 1) * STATS_PAGE_SIZE);
  const totals = classTotals(rows);
  const of = (count: number) => `${count} of ${totals.students}`;
  return (
    <Box display="flex" flexDirection="column" gap="5">
      <Grid as="dl" templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }} gap="3" m="0">
        <Total label="Total Minutes" value={String(totals.minutes)} />
        <Total label="Completed Tutorial" value={of(totals.completedTutorial)} />
        <Total label="Completed Levels" value={String(totals.completedLevels)} />
        <Total label="Completed Game" value={of(totals.completedGame)} />
      </Grid>
      <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) minmax(0, 2fr)' }} gap="4" alignItems="start">
        <ClassChart
          title="Students by level"
          color="#0B7A85"
          labelShare="40%"
          bars={totals.byLevel.map((count, index) => ({ label: `Level ${index + 1}`, value: count }))}
          valueLabel="Students"
        />
        <ClassChart
          title={pages > 1 ? `Minutes by student (page ${shown + 1})` : 'Minutes by student'}
          color="#C2410C"
          bars={pageRows.map((row) => ({ label: fullName(row), value: minutesOf(row) }))}
          valueLabel="Minutes"
        />
      </Grid>
      <StudentStatsTable rows={pageRows} />
      {pages > 1 && (
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Button variant="outline" colorPalette="navy" disabled={shown === 0} onClick={() => setPage(shown - 1)}>
            Previous
          </Button>
          <Text fontSize="lg" aria-live="polite">
            Page {shown + 1} of {pages}
          </Text>
          <Button variant="outline" colorPalette="navy" disabled={shown >= pages - 1} onClick={() => setPage(shown + 1)}>
            Next
          </Button>
        </HStack>
      )}
    </Box>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <Box bg="brand.50" borderRadius="xl" px="4" py="3">
      <Text as="dt" fontSize="md" color="navy.800">
        {label}
      </Text>
      <Text as="dd" fontSize="2xl" fontWeight="bold" color="navy.900" m="0">
        {value}
      </Text>
    </Box>
  );
}
