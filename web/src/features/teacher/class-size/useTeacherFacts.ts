import { useCallback, useEffect, useState } from 'react';
import { fetchTeacherFacts, type TeacherFacts } from '../api/teacher';

/**
 * The teacher's name and class size, read once for the dashboard. Null until known, and
 * when they cannot be read: the dashboard works without them (no warning, cards without
 * the class's name), so a failure is only logged.
 */
export function useTeacherFacts(): { facts: TeacherFacts | null; setClassSize: (classSize: number) => void; setMoneyCheck: (on: boolean) => void } {
  const [facts, setFacts] = useState<TeacherFacts | null>(null);
  useEffect(() => {
    let live = true;
    fetchTeacherFacts()
      .then((read) => live && setFacts(read))
      .catch((error: unknown) => console.error('Unexpected error reading the teacher profile', error));
    return () => {
      live = false;
    };
  }, []);
  const setClassSize = useCallback((classSize: number) => setFacts((old) => old && { ...old, classSize }), []);
  const setMoneyCheck = useCallback((moneyCheck: boolean) => setFacts((old) => old && { ...old, moneyCheck }), []);
  return { facts, setClassSize, setMoneyCheck };
}
