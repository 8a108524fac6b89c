import { useEffect, useRef, useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import type { AdminTeacherRow } from '@rink/common';
import { AppDialog } from '@/components/ui/AppDialog';
import { JobProgress } from '@/components/ui/JobProgress';
import { toaster } from '@/components/ui/toaster';
import { jobEnded, usePolledJob } from '@/hooks/use-polled-job';
import { fetchRemoval, startRemoval } from '../api/deletes';
import {
  classRemoved,
  emptyClassRemoved,
  NO_STUDENTS_HAD,
  REMOVE_TEACHER_DESCRIPTION,
  removalFailed,
  removeClassDescription,
  removeClassTitle,
  removeTeacherTitle,
  REMOVING_DESCRIPTION,
  REMOVING_STUDENTS,
  removingTitle,
  teacherRemoved,
} from '../texts';

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
  const { job, waiting, refused } = usePolledJob(jobId, fetchRemoval);
  const teacher = shown?.teacher;
  const name = teacher?.name ?? '';
  const kind = shown?.kind ?? 'teacher';
  const open = removal !== null;

  // The end, told once: the page updates; a toast says it when the dialog was already closed. A
  // delete that found no student has no progress to show: the dialog closes and the toast says so.
  const told = useRef<string | null>(null);
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => {
    if (!shown || !jobId || !job || !jobEnded(job) || told.current === jobId) return;
    told.current = jobId;
    const removed = job.state === 'done';
    const nobody = removed && job.total === 0;
    onFinished(shown, removed);
    if (nobody) {
      toaster.create(
        shown.kind === 'teacher' ? { type: 'success', title: teacherRemoved(name), description: NO_STUDENTS_HAD } : { type: 'success', title: emptyClassRemoved(name) },
      );
      onClose();
    } else if (!openRef.current) {
      toaster.create(
        removed
          ? { type: 'success', title: shown.kind === 'teacher' ? teacherRemoved(name) : classRemoved(name) }
          : { type: 'error', title: removalFailed(shown.kind, name), description: job.error },
      );
    }
  }, [job, jobId, shown, name, onFinished, onClose]);

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
      toaster.create({ type: 'error', title: removalFailed(removal.kind, name), description: error instanceof Error ? error.message : String(error) });
      onClose();
    } finally {
      startingRef.current = false;
      setStarting(false);
    }
  };

  const ended = jobEnded(job);
  const title = !jobId
    ? kind === 'teacher'
      ? removeTeacherTitle(name)
      : removeClassTitle(name)
    : job?.state === 'done'
      ? kind === 'teacher'
        ? teacherRemoved(name)
        : classRemoved(name)
      : job?.state === 'failed'
        ? removalFailed(kind, name)
        : `${removingTitle(kind, name)}…`;
  const description = !jobId ? (kind === 'teacher' ? REMOVE_TEACHER_DESCRIPTION : removeClassDescription(teacher?.studentCount ?? 0)) : ended ? undefined : REMOVING_DESCRIPTION;

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
            Close
          </Button>
        ) : (
          <>
            <Button ref={cancelRef} variant="outline" colorPalette="navy" borderColor="navy.300" borderWidth="2px" size="lg" disabled={starting} onClick={onClose}>
              Cancel
            </Button>
            <Button colorPalette="red" size="lg" loading={starting} loadingText="Removing" disabled={starting} onClick={() => void confirm()}>
              {kind === 'teacher' ? 'Remove Teacher' : 'Remove Class'}
            </Button>
          </>
        )
      }
    >
      {jobId && (
        <>
          {job?.state === 'failed' ? (
            <Text role="status" color="red.700" fontWeight="semibold">
              {job.error ?? 'The removal stopped.'} Part of the class may be gone: remove again to finish it.
            </Text>
          ) : (
            <JobProgress
              doing={REMOVING_STUDENTS}
              done={job?.done ?? 0}
              total={job?.total ?? teacher?.studentCount ?? 0}
              waiting={waiting}
              refused={refused}
              note={job?.state === 'done' ? (kind === 'teacher' ? `${name} and their students were removed.` : `Every student of ${name}'s class was removed.`) : undefined}
            />
          )}
        </>
      )}
    </AppDialog>
  );
}
