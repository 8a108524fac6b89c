import { useState } from 'react';
import { Box, Button, Grid, HStack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useFormat } from '@/i18n/format';
import { AppDialog } from '@/components/ui/AppDialog';
import { ClassChart } from './ClassChart';
import { ProgressState } from './ProgressState';
import { StudentStatsTable, STATS_PAGE_SIZE } from './StudentStatsTable';
import { classTotals, compareNames, fullName, minutesOf, type ProgressRow } from './progress-view';
import { useClassProgress } from './useClassProgress';
import { statsMessages as m } from './messages';

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
  const intl = useIntl();
  const progress = useClassProgress(teacherId, open);
  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={intl.formatMessage(m.title)}
      size="xl"
      closeLabel={intl.formatMessage(m.closeLabel)}
      footer={
        <Button colorPalette="navy" onClick={onClose}>
          {intl.formatMessage(m.close)}
        </Button>
      }
    >
      <ProgressState progress={progress}>{(rows) => <StatsBody rows={rows} />}</ProgressState>
    </AppDialog>
  );
}

function StatsBody({ rows }: { rows: ProgressRow[] }) {
  const intl = useIntl();
  const format = useFormat();
  const [page, setPage] = useState(0);
  const sorted = [...rows].sort(compareNames);
  const pages = Math.max(1, Math.ceil(sorted.length / STATS_PAGE_SIZE));
  // A student removed meanwhile may shorten the list under the page being shown.
  const shown = Math.min(page, pages - 1);
  const pageRows = sorted.slice(shown * STATS_PAGE_SIZE, (shown + 1) * STATS_PAGE_SIZE);
  const totals = classTotals(rows);
  const of = (count: number) => intl.formatMessage(m.of, { count, total: totals.students });
  return (
    <Box display="flex" flexDirection="column" gap="5">
      {/* One total a row on a phone-sized window: two side by side pushed the longer labels
          ("Completaron el tutorial") past the window's edge at 320 px (WCAG 1.4.10). */}
      <Grid as="dl" templateColumns={{ base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }} gap="3" m="0">
        <Total label={intl.formatMessage(m.totalMinutes)} value={format.number(totals.minutes)} />
        <Total label={intl.formatMessage(m.completedTutorial)} value={of(totals.completedTutorial)} />
        <Total label={intl.formatMessage(m.completedLevels)} value={format.number(totals.completedLevels)} />
        <Total label={intl.formatMessage(m.completedGame)} value={of(totals.completedGame)} />
      </Grid>
      <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) minmax(0, 2fr)' }} gap="4" alignItems="start">
        <ClassChart
          title={intl.formatMessage(m.byLevel)}
          color="#0B7A85"
          labelShare="40%"
          bars={totals.byLevel.map((count, index) => ({ label: intl.formatMessage(m.level, { level: index + 1 }), value: count }))}
          valueLabel={intl.formatMessage(m.students)}
        />
        <ClassChart
          title={pages > 1 ? intl.formatMessage(m.minutesByStudentPage, { page: shown + 1 }) : intl.formatMessage(m.minutesByStudent)}
          color="#C2410C"
          bars={pageRows.map((row) => ({ label: fullName(row), value: minutesOf(row) }))}
          valueLabel={intl.formatMessage(m.minutes)}
        />
      </Grid>
      <StudentStatsTable rows={pageRows} />
      {pages > 1 && (
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Button variant="outline" colorPalette="navy" disabled={shown === 0} onClick={() => setPage(shown - 1)}>
            {intl.formatMessage(m.previous)}
          </Button>
          <Text fontSize="lg" aria-live="polite">
            {intl.formatMessage(m.page, { page: shown + 1, pages })}
          </Text>
          <Button variant="outline" colorPalette="navy" disabled={shown >= pages - 1} onClick={() => setPage(shown + 1)}>
            {intl.formatMessage(m.next)}
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
