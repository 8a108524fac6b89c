import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { AppDialog } from '@/components/ui/AppDialog';
import { JobProgress } from '@/components/ui/JobProgress';
import { TextField } from '@/components/ui/TextField';
import { toaster } from '@/components/ui/toaster';
import { useServerText } from '@/i18n/server-text';
import { usePolledJob } from '@/hooks/use-polled-job';
import { fetchDeleteJob, fetchRunningDeleteJob, startDeleteAllStudents } from '../api/students';
import { ROSTER_EMPTY_ID } from '../roster/StudentsTab';
import { deleteAllMessages as m } from './messages';

interface Props {
  /** Students in the class now; the button is off when there are none. */
  students: number;
  /** After the class is gone: the roster reloads. */
  onDeleted: () => Promise<void>;
}

/**
 * "Delete All Students" (docs/privacy.md): every student of the class, with their logins and
 * everything they played, removed by the same class delete job as an admin's Delete Class
 * (docs/decisions.md#d42). The server answers at once; the dialog reads
 * the job about once a second (a bar of students deleted, then the end). Closing the dialog
 * never stops the work: the progress stays beside the button, and after a reload too.
 */
export function DeleteAllStudents({ students, onDeleted }: Props) {
  const intl = useIntl();
  const serverText = useServerText();
  const word = intl.formatMessage(m.word);
  const deletedText = (count: number) => intl.formatMessage(m.deleted, { count });
  const doing = intl.formatMessage(m.doing);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [starting, setStarting] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const startingRef = useRef(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { job, ended, waiting, refused } = usePolledJob(jobId, fetchDeleteJob);
  const confirmed = typed.trim() === word;
  const running = jobId !== null && !ended;

  // After a reload: a delete of this class still running is shown again.
  useEffect(() => {
    let current = true;
    fetchRunningDeleteJob().then(
      (found) => {
        if (current && found) setJobId((was) => was ?? found.jobId);
      },
      (error: unknown) => console.error('Unexpected error reading the class delete', error),
    );
    return () => {
      current = false;
    };
  }, []);

  // The end, told once: the roster reloads; a toast says it when the dialog is closed, and the
  // delete is then over (the button asks the question again, for students added later).
  const told = useRef<string | null>(null);
  const finished = useEffectEvent((removed: number, error: string | undefined, failed: boolean) => {
    if (!open) {
      toaster.create(
        failed
          ? { type: 'error', title: intl.formatMessage(m.notAllDeleted), description: error === undefined ? undefined : serverText.text(error) }
          : { type: 'success', title: deletedText(removed) },
      );
      setJobId(null);
    }
    void onDeleted();
  });
  useEffect(() => {
    if (!jobId || !job || !ended || told.current === jobId) return;
    told.current = jobId;
    finished(job.done, job.error, job.state === 'failed');
  }, [job, ended, jobId]);

  // Once the work is on the server, the one button left (Close) takes the focus.
  useEffect(() => {
    if (jobId && open) closeRef.current?.focus();
  }, [jobId, open]);

  // Reset once the closing fade is over, so the fading dialog keeps what it said (not the question
  // again). A delete that ended is over once its dialog is closed; one still running stays beside the button.
  const closed = () => {
    setTyped('');
    if (ended) setJobId(null);
    // The class is empty: the button is disabled and cannot take the focus back (it was left on
    // the page's body, WCAG 2.4.3); the empty roster, which says so, takes it.
    requestAnimationFrame(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) document.getElementById(ROSTER_EMPTY_ID)?.focus();
    });
  };

  const confirm = async () => {
    if (!confirmed || startingRef.current || jobId) return;
    startingRef.current = true;
    setStarting(true);
    try {
      const started = await startDeleteAllStudents();
      // The class's delete has one id: a second delete's end is told again.
      told.current = null;
      setJobId(started);
    } catch (error) {
      toaster.create({ type: 'error', title: intl.formatMessage(m.notDeleted), description: serverText.error(error) });
    } finally {
      startingRef.current = false;
      setStarting(false);
    }
  };

  const total = job?.total ?? students;
  const title = intl.formatMessage(!jobId ? m.askTitle : job?.state === 'done' ? m.doneTitle : job?.state === 'failed' ? m.failedTitle : m.runningTitle);
  const description = !jobId ? intl.formatMessage(m.ask, { count: students }) : ended ? undefined : intl.formatMessage(m.canClose);

  return (
    <>
      {running && !open && (
        <Box minW="56" data-testid="class-delete-progress">
          <JobProgress doing={doing} done={job?.done ?? 0} total={total} compact />
        </Box>
      )}
      <AppDialog
        role="alertdialog"
        size="md"
        open={open}
        onOpenChange={setOpen}
        onExitComplete={closed}
        busy={starting}
        initialFocus={jobId ? closeRef : cancelRef}
        title={title}
        description={description}
        trigger={
          <Button colorPalette="red" variant="outline" borderColor="red.600" borderWidth="2px" size="sm" disabled={students === 0 && !running}>
            {intl.formatMessage(m.button)}
          </Button>
        }
        footer={
          jobId ? (
            <Button ref={closeRef} variant="outline" colorPalette="navy" borderColor="navy.300" borderWidth="2px" size="lg" onClick={() => setOpen(false)}>
              {intl.formatMessage(m.close)}
            </Button>
          ) : (
            <>
              <Button ref={cancelRef} variant="outline" colorPalette="navy" borderColor="navy.300" borderWidth="2px" size="lg" disabled={starting} onClick={() => setOpen(false)}>
                {intl.formatMessage(m.cancel)}
              </Button>
              <Button colorPalette="red" size="lg" loading={starting} loadingText={intl.formatMessage(m.deleting)} disabled={!confirmed || starting} onClick={() => void confirm()}>
                {intl.formatMessage(m.button)}
              </Button>
            </>
          )
        }
      >
        {jobId ? (
          job?.state === 'failed' ? (
            <Text role="status" color="red.700" fontWeight="semibold">
              {intl.formatMessage(m.finishIt, { error: job.error ? serverText.text(job.error) : intl.formatMessage(m.stopped) })}
            </Text>
          ) : (
            <JobProgress doing={doing} done={job?.done ?? 0} total={total} waiting={waiting} refused={refused} note={job?.state === 'done' ? deletedText(job.done) : undefined} />
          )
        ) : (
          <Stack gap="4">
            <Text color="navy.800">{intl.formatMessage(m.keepCopy)}</Text>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void confirm();
              }}
            >
              <TextField
                label={intl.formatMessage(m.typeToConfirm, { word })}
                value={typed}
                autoComplete="off"
                spellCheck={false}
                disabled={starting}
                onChange={(event) => setTyped(event.target.value)}
              />
            </form>
          </Stack>
        )}
      </AppDialog>
    </>
  );
}
