import { useCallback, useEffect, useRef, useState } from 'react';
import type { RosterRow } from '@rink/common';
import { fetchRoster } from '../api/students';

export type RosterState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; students: RosterRow[] };

/**
 * The teacher's class from the API (it carries the passwords, which Firestore never
 * shows a client). Reloaded after each add, edit, delete or upload; a reload keeps the
 * table on screen rather than flashing the spinner.
 */
export function useRoster(teacherId: string): { state: RosterState; reload: () => Promise<void> } {
  const [state, setState] = useState<RosterState>({ status: 'loading' });
  // Only the newest request may set the state (a slow first load must not undo a reload).
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latest.current;
    try {
      const students = await fetchRoster(teacherId);
      if (request === latest.current) setState({ status: 'ready', students });
    } catch (error) {
      // docs/product.md#roster: teacher dashboard failures are logged; the table also says so.
      console.error('Unexpected error fetching students', error);
      if (request === latest.current) {
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      }
    }
  }, [teacherId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { state, reload };
}
