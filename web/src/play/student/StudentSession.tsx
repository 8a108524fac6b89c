import type { ReactNode } from 'react';
import { useTimeSpentOnExit } from '../time-spent/useTimeSpent';
import { StudentProvider } from './StudentProvider';

/**
 * Everything a signed-in student's game needs around its pages: the live student document and
 * its move queue (useStudent, useMove), and the time-spent save when the tab closes.
 */
export function StudentSession({ uid, children }: { uid: string; children: ReactNode }) {
  return (
    <StudentProvider uid={uid}>
      <TimeSpentOnExit uid={uid} />
      {children}
    </StudentProvider>
  );
}

function TimeSpentOnExit({ uid }: { uid: string }) {
  useTimeSpentOnExit(uid);
  return null;
}
