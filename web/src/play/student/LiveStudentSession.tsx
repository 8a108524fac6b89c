import type { ReactNode } from 'react';
import { useTimeSpentOnExit } from './useTimeSpent';
import { StudentProvider } from './StudentProvider';
import { StudentLanguage } from './StudentLanguage';

/**
 * The Firestore half of the student's session: the live student document and its move queue
 * (useStudent, useMove), and the time-spent save when the tab closes. Its own chunk, with the
 * Firestore SDK: StudentSession loads it without holding back the game's frame.
 */
export function LiveStudentSession({ uid, children }: { uid: string; children: ReactNode }) {
  return (
    <StudentProvider uid={uid}>
      <TimeSpentOnExit uid={uid} />
      <StudentLanguage />
      {children}
    </StudentProvider>
  );
}

function TimeSpentOnExit({ uid }: { uid: string }) {
  useTimeSpentOnExit(uid);
  return null;
}
