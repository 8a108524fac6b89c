import { useEffect, useRef, useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import type { AdminTeacherRow } from '@rink/common';
import { useIntl } from 'react-intl';
import { AppDialog } from '@/components/ui/AppDialog';
import { JobProgress } from '@/components/ui/JobProgress';
import { toaster } from '@/components/ui/toaster';
import { usePolledJob } from '@/hooks/use-polled-job';
import { useServerText } from '@/i18n/server-text';
import { fetchRemoval, startRemoval } from '../api/deletes';
import { removeMessages as m } from '../messages';

export type Removal = { kind: 'teacher' | 'class'; teacher: AdminTeacherRow };

interface Props {
  removal: Removal | null;
  onClose: () => void;
  /** The server accepted the delete as a job: the page starts showing it in the list. */
  onStarted: () => void;
  /** The job ended (done or failed): the page updates its list. */
  onFinished: (removal: Removal, removed: boolean) => void;
}

/**
 * The confirmations before Delete Teacher and Delete Class (docs/product.md#admin-remove), then the delete
 * as a job (docs/decisions.md#d42): the server answers at once and the
 * dialog reads the job about once a second, a bar of students removed, then the end. Closing
 * the dialog never stops the work; pressing again can only find the same job.
 */
export function RemoveDialog({ removal, onClose, onStarted, onFinished }: Props) {
  const intl = useIntl();
  const serverText = useServerText();
  const [starting, setStarting] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  // The last removal asked about, so the words stay put while the dialog animates closed.
  const [shown, setShown] = useState(removal);
  if (removal && removal !== shown) {
    setShown(removal);
    setJobId(null);
  }
  // A click that lands before React re-renders (a double-click) must not start a second request.
  const startingRef = useRef(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { job, ended, waiting, refused } = usePolledJob(jobId, fetchRemoval);
  const teacher = shown?.teacher;
  const name = teacher?.name ?? '';
  const kind = shown?.kind ?? 'teacher';
  const open = removal !== null;
  const removed = (which: 'teacher' | 'class') => intl.formatMessage(which === 'teacher' ? m.teacherRemoved : m.classRemoved, { name });
  const failed = (which: 'teacher' | 'class', who: string) => intl.formatMessage(which === 'teacher' ? m.teacherFailed : m.classFailed, { name: who });

  // The end, told once: the page updates; a toast says it when the dialog was already closed. A
  // delete that found no student has no progress to show: the dialog closes and the toast says so.
  const told = useRef<string | null>(null);
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => {
    if (!shown || !jobId || !job || !ended || told.current === jobId) return;
    told.current = jobId;
    const removed = job.state === 'done';
    const nobody = removed && job.total === 0;
    onFinished(shown, removed);
    const say = (message: typeof m.teacherRemoved) => intl.formatMessage(message, { name });
    if (nobody) {
      toaster.create(
        shown.kind === 'teacher'
          ? { type: 'success', title: say(m.teacherRemoved), description: intl.formatMessage(m.noStudentsHad) }
          : { type: 'success', title: say(m.emptyClassRemoved) },
      );
      onClose();
    } else if (!openRef.current) {
      toaster.create(
        removed
          ? { type: 'success', title: say(shown.kind === 'teacher' ? m.teacherRemoved : m.classRemoved) }
          : { type: 'error', title: say(shown.kind === 'teacher' ? m.teacherFailed : m.classFailed), description: job.error && serverText.text(job.error) },
      );
    }
  }, [job, ended, jobId, shown, name, onFinished, onClose, intl, serverText]);

  // Once the work is on the server, the one button left (Close) takes the focus.
  useEffect(() => {
    if (jobId) closeRef.current?.focus();
  }, [jobId]);

  const confirm = async () => {
    if (!removal || startingRef.current || jobId) return;
    startingRef.current = true;
    setStarting(true);
    try {
      const started = await startRemoval(removal.kind, removal.teacher._id);
      // One id per teacher and kind: a second delete of the same class is told again.
      told.current = null;
      setJobId(started);
      onStarted();
    } catch (error) {
      toaster.create({ type: 'error', title: failed(removal.kind, name), description: serverText.error(error) });
      onClose();
    } finally {
      startingRef.current = false;
      setStarting(false);
    }
  };

  const title = !jobId
    ? intl.formatMessage(kind === 'teacher' ? m.teacherTitle : m.classTitle, { name })
    : job?.state === 'done'
      ? removed(kind)
      : job?.state === 'failed'
        ? failed(kind, name)
        : intl.formatMessage(kind === 'teacher' ? m.removingTeacher : m.removingClass, { name });
  const description = !jobId
    ? kind === 'teacher'
      ? intl.formatMessage(m.teacherDescription)
      : intl.formatMessage(m.classDescription, { count: teacher?.studentCount ?? 0 })
    : ended
      ? undefined
      : intl.formatMessage(m.removingDescription);

  return (
    <AppDialog
      role="alertdialog"
      size="sm"
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      busy={starting}
      initialFocus={cancelRef}
      title={title}
      description={description}
      footer={
        jobId ? (
          <Button ref={closeRef} variant="outline" colorPalette="navy" borderColor="navy.300" borderWidth="2px" size="lg" onClick={onClose}>
            {intl.formatMessage(m.close)}
          </Button>
        ) : (
          <>
            <Button ref={cancelRef} variant="outline" colorPalette="navy" borderColor="navy.300" borderWidth="2px" size="lg" disabled={starting} onClick={onClose}>
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button colorPalette="red" size="lg" loading={starting} loadingText={intl.formatMessage(m.removing)} disabled={starting} onClick={() => void confirm()}>
              {intl.formatMessage(kind === 'teacher' ? m.removeTeacher : m.removeClass)}
            </Button>
          </>
        )
      }
    >
      {jobId && (
        <>
          {job?.state === 'failed' ? (
            <Text role="status" color="red.700" fontWeight="semibold">
              {intl.formatMessage(m.failedNote, { error: job.error ? serverText.text(job.error) : intl.formatMessage(m.stopped) })}
            </Text>
          ) : (
            <JobProgress
              doing={intl.formatMessage(m.removingStudents)}
              done={job?.done ?? 0}
              total={job?.total ?? teacher?.studentCount ?? 0}
              waiting={waiting}
              refused={refused}
              note={job?.state === 'done' ? intl.formatMessage(kind === 'teacher' ? m.teacherDoneNote : m.classDoneNote, { name }) : undefined}
            />
          )}
        </>
      )}
    </AppDialog>
  );
}
