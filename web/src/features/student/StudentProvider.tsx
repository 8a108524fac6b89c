import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { doc, onSnapshot } from 'firebase/firestore';
import { applyMove, type Move } from '@rink/game';
import { db } from '@/lib/firestore';
import { apiRequest } from '@/lib/api-client';
import { toaster } from '@/components/ui/toaster';
import { StudentContext, type MoveOutcome, type StoredStudent, type StudentState } from './student-context';

interface Props {
  uid: string;
  children: ReactNode;
}

/**
 * Listens to students/{uid} and sends the student's moves. The client runs the
 * engine for instant feedback; where the server's answer differs it wins, and
 * the student is told their change did not go through.
 */
export function StudentProvider({ uid, children }: Props) {
  const [status, setStatus] = useState<StudentState['status']>('loading');
  const [serverStudent, setServerStudent] = useState<StoredStudent | null>(null);
  const [preview, setPreview] = useState<StoredStudent | null>(null);
  const [inFlight, setInFlight] = useState(0);
  // Moves go out one after another, in the order they were made.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const latest = useRef<StoredStudent | null>(null);

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
        setServerStudent({ ...(snapshot.data() as StoredStudent), _id: snapshot.id });
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
    async (moves: Move[]): Promise<MoveOutcome> => {
      const current = latest.current;
      if (!current) return { ok: false, error: { code: 'server', message: 'Your team is still loading.' } };
      let next = current;
      for (const move of moves) {
        const result = applyMove(next, move);
        if ('error' in result) return { ok: false, error: result.error };
        next = { ...result.state, _id: current._id };
      }
      setPreview(next);
      latest.current = next;
      setInFlight((count) => count + 1);
      const send = queue.current.then(() =>
        apiRequest<{ updatedStudent: StoredStudent }>('PUT', `/student/${current._id}`, { body: { moves } }),
      );
      queue.current = send.catch(() => undefined);
      try {
        const { updatedStudent } = await send;
        setServerStudent(updatedStudent);
        return { ok: true, student: updatedStudent };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        toaster.create({ type: 'error', title: 'That change did not go through', description: message, duration: 6_000 });
        setPreview(null);
        return { ok: false, error: { code: 'server', message } };
      } finally {
        setInFlight((count) => count - 1);
      }
    },
    [],
  );

  const value = useMemo<StudentState>(
    () => ({ status, student, saving: inFlight > 0, sendMoves }),
    [status, student, inFlight, sendMoves],
  );
  return <StudentContext value={value}>{children}</StudentContext>;
}
