import { lazy, Suspense, useCallback, useState } from 'react';
import { Box, Button, Container, Heading, HStack, Stack, Tabs } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { STUDENT_ADDED, STUDENTS_ADDED, type StudentNames, type UploadJobView } from '@rink/common';
import { programmeLogoBackdrop } from '@/first-screens/plain/PageShell';
import { toaster } from '@/components/ui/toaster';
import { useServerText } from '@/i18n/server-text';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/lib/session';
import { useLogout } from '@/lib/session/useLogout';
import { LanguageChooser } from '@/components/language/LanguageChooser';
import { SignOutEverywhere } from './SignOutEverywhere';
import { addStudent } from './api/students';
import { updateClassSize } from './api/teacher';
import { ClassSizeDialog } from './class-size/ClassSizeDialog';
import { ClassSizeNote } from './class-size/ClassSizeNote';
import { useTeacherFacts } from './class-size/useTeacherFacts';
import { DecisionsView } from './live';
import { LearningExports, LearningView } from './learning';
import { CsvUploadDialog } from './csv/CsvUploadDialog';
import { UploadJobsBanner } from './csv/UploadJobsBanner';
import { useUploadJobs } from './csv/useUploadJobs';
import { StudentNameDialog } from './roster/StudentNameDialog';
import { StudentsTab } from './roster/StudentsTab';
import { useRoster } from './roster/useRoster';
import { ClassDataDownload } from './class-data/ClassDataDownload';
import { DeleteAllStudents } from './class-data/DeleteAllStudents';
import { homeMessages as m } from './messages';
import { buttonsWrapWhenNarrow } from '@/components/ui/narrow-button';

// Classroom Stats draws its charts with Recharts: loaded when the teacher first opens it, never with the dashboard.
const ClassroomStatsDialog = lazy(() => import('./live/ClassroomStatsDialog').then(({ ClassroomStatsDialog }) => ({ default: ClassroomStatsDialog })));

/**
 * /teacher/home (docs/product.md#teacher-dashboard): the title, Logout (and Sign Out Everywhere), Add Student, Upload CSV and
 * Classroom Stats, the class report's exports, and the class in three tabs: the roster (with
 * logins and printable login cards), what each student is doing with their money, and what
 * they are learning (the money check).
 */
export function TeacherHomePage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.title));
  const session = useSession();
  // The route rules render this page only for a signed-in teacher.
  if (session.status !== 'signedIn') return null;
  return <TeacherHome teacherId={session.user.uid} />;
}

function TeacherHome({ teacherId }: { teacherId: string }) {
  const { state, reload } = useRoster(teacherId);
  const { logout, loggingOut } = useLogout();
  const intl = useIntl();
  const serverText = useServerText();
  const [adding, setAdding] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [statsOpen, setStatsOpen] = useState(false);
  const [sizing, setSizing] = useState(false);
  const { facts, setClassSize, setMoneyCheck } = useTeacherFacts();
  const students = state.status === 'ready' ? state.students : null;
  // The class-list uploads at work: followed here, so they go on being shown (and the roster
  // reloads at their end) after the dialog closes, and after a reload.
  const uploads = useUploadJobs(reload);
  const { dismiss } = uploads;

  const add = async (names: StudentNames) => {
    const answer = await addStudent(names);
    setAdding(false);
    toaster.create({ title: serverText.text(answer.message || STUDENT_ADDED), type: 'success' });
    await reload();
  };

  // The dialog showed the job's end: its line on the Students tab would only say it again.
  const uploaded = useCallback(
    (job: UploadJobView) => {
      if (job.state === 'done' && job.added.length > 0) toaster.create({ title: serverText.text(STUDENTS_ADDED), type: 'success' });
      dismiss(job);
      void reload();
    },
    [dismiss, reload, serverText],
  );

  const saveClassSize = async (classSize: number) => {
    const message = await updateClassSize({ classSize });
    setClassSize(classSize);
    setSizing(false);
    toaster.create({ title: serverText.text(message), type: 'success' });
  };

  return (
    // Below 480 px the buttons' words wrap (narrow-button.ts): the Spanish ones reached past a 320 px window.
    <Box as="main" position="relative" minH="100dvh" bgGradient="to-b" gradientFrom="white" gradientTo="ice" _before={programmeLogoBackdrop('fixed')} css={buttonsWrapWhenNarrow}>
      <Container position="relative" maxW="6xl" py={{ base: 6, md: 10 }} px={{ base: 4, lg: 8 }}>
        <Stack gap="6">
          <HStack as="header" justify="space-between" align="center" gap="4" flexWrap="wrap">
            <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} color="navy.900">
              {intl.formatMessage(m.title)}
            </Heading>
            {/* ms="auto": wrapped under the title (a tablet), the two stay at the right edge. */}
            <HStack gap="2" flexWrap="wrap" ms="auto">
              <LanguageChooser />
              <SignOutEverywhere />
              <Button variant="outline" colorPalette="navy" borderColor="navy.300" borderWidth="2px" size="md" loading={loggingOut} loadingText={intl.formatMessage(m.loggingOut)} onClick={() => void logout()}>
                {intl.formatMessage(m.logout)}
              </Button>
            </HStack>
          </HStack>
          <HStack gap="3" flexWrap="wrap">
            <Button colorPalette="brand" onClick={() => setAdding(true)}>
              {intl.formatMessage(m.addStudent)}
            </Button>
            <Button colorPalette="brand" variant="outline" borderColor="brand.600" borderWidth="2px" onClick={() => setUploading(true)}>
              {intl.formatMessage(m.uploadCsv)}
            </Button>
            <Button colorPalette="navy" onClick={() => setStatsOpen(true)}>
              {intl.formatMessage(m.classroomStats)}
            </Button>
            {/* The class's data as files, and all of it deleted (docs/privacy.md): apart, at the right, and
                smaller than the class's own actions, so the five fit one row beside them on a laptop. */}
            <HStack gap="2" flexWrap="wrap" ms="auto">
              <LearningExports teacherId={teacherId} roster={students} teacherName={facts?.name ?? null} />
              <ClassDataDownload />
              <DeleteAllStudents students={students?.length ?? 0} onDeleted={reload} />
            </HStack>
          </HStack>
          {students && facts && <ClassSizeNote students={students.length} classSize={facts.classSize} onUpdate={() => setSizing(true)} />}
          {/* lazyMount: the decisions and learning views start listening to the class only once opened. */}
          <Tabs.Root defaultValue="students" variant="enclosed" size="lg" lazyMount>
            <Tabs.List flexWrap="wrap" maxW="full">
              <Tabs.Trigger value="students" fontSize="lg" fontWeight="bold" minH="48px">
                {intl.formatMessage(m.tabStudents)}
              </Tabs.Trigger>
              <Tabs.Trigger value="decisions" fontSize="lg" fontWeight="bold" minH="48px">
                {intl.formatMessage(m.tabDecisions)}
              </Tabs.Trigger>
              <Tabs.Trigger value="learning" fontSize="lg" fontWeight="bold" minH="48px">
                {intl.formatMessage(m.tabLearning)}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="students" pt="5">
              <UploadJobsBanner jobs={uploads.jobs} waiting={uploads.waiting} onDismiss={dismiss} />
              <StudentsTab state={state} reload={reload} teacherName={facts?.name ?? null} />
            </Tabs.Content>
            <Tabs.Content value="decisions" pt="5">
              <DecisionsView teacherId={teacherId} />
            </Tabs.Content>
            <Tabs.Content value="learning" pt="5">
              <LearningView teacherId={teacherId} moneyCheck={facts?.moneyCheck ?? null} onMoneyCheckChange={setMoneyCheck} />
            </Tabs.Content>
          </Tabs.Root>
        </Stack>
      </Container>
      {adding && (
        <StudentNameDialog open onOpenChange={setAdding} title={intl.formatMessage(m.addStudent)} submitLabel={intl.formatMessage(m.addStudent)} busyLabel={intl.formatMessage(m.adding)} onSubmit={add} />
      )}
      {statsOpen && (
        <Suspense fallback={null}>
          <ClassroomStatsDialog open onClose={() => setStatsOpen(false)} teacherId={teacherId} />
        </Suspense>
      )}
      {uploading && <CsvUploadDialog open onOpenChange={setUploading} onStarted={uploads.watch} onUploaded={uploaded} inClass={students ?? []} classSize={facts?.classSize ?? null} />}
      {sizing && students && <ClassSizeDialog initial={students.length} onClose={() => setSizing(false)} onSave={saveClassSize} />}
    </Box>
  );
}
