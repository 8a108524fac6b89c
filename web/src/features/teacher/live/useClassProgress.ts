import { useEffect, useState } from 'react';
import { collection, onSnapshot, query, where } from 'firebase/firestore';
import { firstClassIdOf, studentProgressSchema } from '@rink/common';
import { db } from '@/lib/firestore';
import type { ProgressRow } from './progress-view';

export type ClassProgress =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; rows: ProgressRow[] };

/**
 * Listens to the progress documents of a teacher's class (studentProgress where classId is a
 * class they teach: the only query firestore.rules lets a teacher make; their one class, whose id
 * is theirs, docs/decisions.md#d98). Every move a student makes rewrites their document, so this
 * follows the class live, never with a reload.
 */
export function useClassProgress(teacherId: string, enabled = true): ClassProgress {
  const [state, setState] = useState<ClassProgress>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    setState({ status: 'loading' });
    return onSnapshot(
      query(collection(db, 'studentProgress'), where('classId', '==', firstClassIdOf(teacherId))),
      (snapshot) => {
        const rows: ProgressRow[] = [];
        for (const doc of snapshot.docs) {
          const parsed = studentProgressSchema.safeParse(doc.data());
          // One unreadable document must not hide the class: it is logged and left out.
          if (parsed.success) rows.push({ ...parsed.data, id: doc.id });
          else console.error('Unexpected progress document', doc.id, parsed.error.issues[0]?.message);
        }
        setState({ status: 'ready', rows });
      },
      (error) => {
        console.error('Unexpected error fetching student stats', error);
        setState({ status: 'error' });
      },
    );
  }, [teacherId, enabled]);
  return state;
}

/** The time now, moved on every `everyMs`, so "active 4 min ago" and "stuck" age without a move. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
