import { Outlet } from 'react-router';
import { FullPageSpinner } from '@/first-screens/plain/FullPageSpinner';
import { useSession } from '@/lib/session';
import { StudentSession } from '@/play';

export { loadLiveStudentSession } from '@/play';

/**
 * The layout of the student's game pages: the student's live document (useStudent()), its
 * move queue and the time-spent save on tab close. RouteGate has already sent anyone who is
 * not a signed-in student elsewhere. Loaded lazily (game-routes.tsx), which then starts the
 * download of the Firestore half (loadLiveStudentSession) that StudentSession waits for.
 */
export function StudentRoutes() {
  const session = useSession();
  if (session.status !== 'signedIn' || session.role !== 'student') return <FullPageSpinner />;
  return (
    <StudentSession uid={session.user.uid}>
      <Outlet />
    </StudentSession>
  );
}
