import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Button, HStack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { RosterRow } from '@rink/common';
import { toaster } from '@/components/ui/toaster';
import { useServerText } from '@/i18n/server-text';
import { csvBlob } from '@/lib/csv';
import { saveFile } from '@/lib/save-file';
import type { ProgressRow } from '../live/progress-view';
import { fetchClassProgress } from './api/class-progress';
import { PrintReport } from './PrintReport';
import { classReportCsv, csvFileName, rosterCsv } from './report-csv';
import { exportsMessages as m } from './messages';

interface Props {
  teacherId: string;
  /** The roster as the Students tab has it (with the logins); null while it loads or if it failed. */
  roster: RosterRow[] | null;
  teacherName: string | null;
}

type Job = 'report' | 'roster' | 'print';

/**
 * One click each: the class report as a CSV, the roster (names and logins) as a CSV, and the
 * class report printed. The report's figures are read when asked for (a file is that moment's
 * picture); the roster is the one on screen. Beside "Download Class Data", which stays the
 * privacy export of everything the game holds.
 */
export function LearningExports({ teacherId, roster, teacherName }: Props) {
  const intl = useIntl();
  const serverText = useServerText();
  const [busy, setBusy] = useState<Job | null>(null);
  const [printing, setPrinting] = useState<{ rows: ProgressRow[]; on: Date } | null>(null);

  const run = async (job: Job, work: () => Promise<void>, failure: string) => {
    setBusy(job);
    try {
      await work();
    } catch (error) {
      console.error(failure, error);
      toaster.create({ type: 'error', title: failure, description: serverText.error(error) });
    } finally {
      setBusy(null);
    }
  };

  const downloadReport = () =>
    run(
      'report',
      async () => saveFile(csvBlob(classReportCsv(intl, await fetchClassProgress(teacherId))), csvFileName('class-report', new Date())),
      intl.formatMessage(m.reportFailed),
    );

  const downloadRoster = () =>
    run(
      'roster',
      async () => {
        if (roster) saveFile(csvBlob(rosterCsv(intl, roster)), csvFileName('roster', new Date()));
      },
      intl.formatMessage(m.rosterFailed),
    );

  const print = () =>
    run(
      'print',
      async () => {
        const rows = await fetchClassProgress(teacherId);
        // The report must be in the page before the print dialog takes its picture; it leaves after.
        flushSync(() => setPrinting({ rows, on: new Date() }));
        window.addEventListener('afterprint', () => setPrinting(null), { once: true });
        window.print();
      },
      intl.formatMessage(m.printFailed),
    );

  return (
    <HStack gap="3" flexWrap="wrap">
      <Button colorPalette="navy" variant="outline" borderColor="navy.300" borderWidth="2px" size="sm" loading={busy === 'report'} loadingText={intl.formatMessage(m.preparingCsv)} disabled={busy !== null && busy !== 'report'} onClick={() => void downloadReport()}>
        {intl.formatMessage(m.report)}
      </Button>
      <Button colorPalette="navy" variant="outline" borderColor="navy.300" borderWidth="2px" size="sm" disabled={roster === null || (busy !== null && busy !== 'roster')} onClick={() => void downloadRoster()}>
        {intl.formatMessage(m.roster)}
      </Button>
      <Button colorPalette="navy" variant="outline" borderColor="navy.300" borderWidth="2px" size="sm" loading={busy === 'print'} loadingText={intl.formatMessage(m.preparing)} disabled={busy !== null && busy !== 'print'} onClick={() => void print()}>
        {intl.formatMessage(m.print)}
      </Button>
      {printing && <PrintReport rows={printing.rows} teacherName={teacherName} printedOn={printing.on} />}
    </HStack>
  );
}
