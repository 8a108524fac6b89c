import { Outlet } from 'react-router';
import { FullPageSpinner } from '@/components/layout/FullPageSpinner';
import { useSession } from '@/lib/session';
import { useTimeSpentOnExit } from '@/features/auth/useTimeSpentOnExit';
import { StudentProvider } from '@/features/student/StudentProvider';

/**
 * The layout of the student's game pages: the student's live document
 * (useStudent()) and the time-spent save on tab close. RouteGate has already
 * sent anyone who is not a signed-in student elsewhere.
 */
export function StudentRoutes() {
  const session = useSession();
  if (session.status !== 'signedIn' || session.role !== 'student') return <FullPageSpinner />;
  return (
    <StudentProvider uid={session.user.uid}>
      <StudentSession uid={session.user.uid} />
      <Outlet />
    </StudentProvider>
  );
}

function StudentSession({ uid }: { uid: string }) {
  useTimeSpentOnExit(uid);
  return null;
}
