import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { doc, onSnapshot } from 'firebase/firestore';
import { useIntl } from 'react-intl';
import { applyMove, type Move } from '@rink/game';
import { isOlderStudent, readStoredStudent } from '@rink/common';
import { db } from '@/lib/firestore';
import { toaster } from '@/components/ui/toaster';
import { errorText } from '@/i18n/server-text';
import { shellMessages } from '../messages';
import { useConfirmTabClose } from '@/hooks/use-confirm-tab-close';
import { CLOSED_BEFORE_SAVED, createMoveQueue } from './move-queue';
import { StudentContext, type MoveOutcome, type SendOptions, type StoredStudent, type StudentState } from './student-context';

interface Props {
  uid: string;
  children: ReactNode;
}

/**
 * Listens to students/{uid} and sends the student's moves through one queue.
 *
 * One error channel for moves: a move the engine refuses comes back to its caller as a rule
 * error (useMove's `error`), which the page shows where the move was made (the team page's
 * refusal dialog, the rollover dialog, the savings slider). A move the server or the network
 * fails is told to the student here, once, as a toast; the caller only learns that it did not
 * go through (error null) and shows nothing more. A move the network fails waits, shown as made,
 * and goes once the network is back (move-queue.ts); meanwhile `waitingForNetwork` is true. The
 * server's answer always wins over the engine's preview, and of the server's versions the newest
 * wins, whichever road it came by.
 */
export function StudentProvider({ uid, children }: Props) {
  const [status, setStatus] = useState<StudentState['status']>('loading');
  const [serverStudent, setServerStudent] = useState<StoredStudent | null>(null);
  const [preview, setPreview] = useState<StoredStudent | null>(null);
  const [inFlight, setInFlight] = useState(0);
  const [waitingForNetwork, setWaitingForNetwork] = useState(false);
  const queue = useMemo(() => createMoveQueue(uid), [uid]);
  const latest = useRef<StoredStudent | null>(null);
  const intl = useIntl();
  // The toast's words in the language on screen when a move fails (read through a ref: the queue's callbacks outlive renders).
  const intlRef = useRef(intl);
  useEffect(() => {
    intlRef.current = intl;
  }, [intl]);

  useEffect(() => {
    const stop = queue.onWaitingChange(setWaitingForNetwork);
    return () => {
      stop();
      queue.close();
    };
  }, [queue]);

  // A move waiting for the network lives only in this page: closing the tab meanwhile asks first.
  useConfirmTabClose(waitingForNetwork);

  useEffect(() => {
    setStatus('loading');
    return onSnapshot(
      doc(db, 'students', uid),
      (snapshot) => {
        if (!snapshot.exists()) {
          setStatus('missing');
          setServerStudent(null);
          return;
        }
        const stored = readStoredStudent({ ...snapshot.data(), _id: snapshot.id });
        if (!stored) {
          // A document the engine cannot read would break every screen: say so instead.
          console.error('The student document is not a valid game state', snapshot.id);
          setStatus('error');
          return;
        }
        // A snapshot older than a move's answer already held is on its way out: the answer's write follows it.
        setServerStudent((held) => (held && isOlderStudent(stored, held) ? held : stored));
        setStatus('ready');
      },
      (error) => {
        console.error('Unexpected error listening to the student', error);
        setStatus('error');
      },
    );
  }, [uid]);

  const student = inFlight > 0 && preview ? preview : serverStudent;
  latest.current = student;

  const sendMoves = useCallback(
    async (moves: Move[], { toastFailure = true, waitForNetwork = true }: SendOptions = {}): Promise<MoveOutcome> => {
      const current = latest.current;
      if (!current) return { ok: false, error: null };
      let next = current;
      for (const move of moves) {
        const result = applyMove(next, move);
        if ('error' in result) return { ok: false, error: result.error };
        next = { ...result.state, _id: current._id, classId: current.classId };
      }
      setPreview(next);
      latest.current = next;
      setInFlight((count) => count + 1);
      try {
        const updatedStudent = await queue.send(moves, { waitForNetwork });
        // The answer may arrive after the snapshot of a later change (another move, a teacher's
        // edit): it only replaces what is held when it is newer.
        setServerStudent((held) => (held && !isOlderStudent(held, updatedStudent) ? held : updatedStudent));
        return { ok: true, student: updatedStudent };
      } catch (error) {
        const message =
          error instanceof Error && error.message === CLOSED_BEFORE_SAVED ? intlRef.current.formatMessage(shellMessages.closedBeforeSaved) : errorText(intlRef.current, error);
        if (toastFailure) toaster.create({ type: 'error', title: intlRef.current.formatMessage(shellMessages.moveFailed), description: message, duration: 6_000 });
        setPreview(null);
        return { ok: false, error: null };
      } finally {
        setInFlight((count) => count - 1);
      }
    },
    [queue],
  );

  const value = useMemo<StudentState>(
    () => ({ status, student, saving: inFlight > 0, waitingForNetwork, sendMoves, sendMovesAsPageCloses: queue.sendAsPageCloses }),
    [status, student, inFlight, waitingForNetwork, sendMoves, queue],
  );
  return <StudentContext value={value}>{children}</StudentContext>;
}
