import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { Alert, Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { STUDENT_DELETED, STUDENT_PASSWORD_RESET, STUDENT_PASSWORD_RESET_WARNING, type RosterRow, type StudentNames } from '@rink/common';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { toaster } from '@/components/ui/toaster';
import { useServerText } from '@/i18n/server-text';
import { deleteStudent, giveNewPassword, updateStudentNames } from '../api/students';
import { LoginCardSheet, useCardLanguage } from '../cards/LoginCardSheet';
import { Pagination } from './Pagination';
import { RosterTable } from './RosterTable';
import { StudentNameDialog } from './StudentNameDialog';
import type { RosterState } from './useRoster';
import { rosterMessages as m } from './messages';

/** The empty roster's id: the focus goes there when the class's last students are deleted (DeleteAllStudents). */
export const ROSTER_EMPTY_ID = 'roster-empty';

/** docs/product.md#roster: the student table shows 50 a page. */
const ROSTER_PAGE_SIZE = 50;

interface Props {
  state: RosterState;
  reload: () => Promise<void>;
  /** Printed on each login card ("Ms Rivera's class"); null while unknown. */
  teacherName: string | null;
}

/** The Students tab: the roster in its loading, error, empty and filled states, with printing and per-row actions. */
export function StudentsTab({ state, reload, teacherName }: Props) {
  const intl = useIntl();
  const serverText = useServerText();
  const cardLanguage = useCardLanguage();
  const students = state.status === 'ready' ? state.students : [];
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<RosterRow | null>(null);
  const [deleting, setDeleting] = useState<RosterRow | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [resetting, setResetting] = useState<RosterRow | null>(null);
  const [resetBusy, setResetBusy] = useState(false);
  const [printing, setPrinting] = useState<RosterRow[]>([]);
  const top = useRef<HTMLDivElement>(null);
  const empty = useRef<HTMLDivElement>(null);
  // After a delete the row (and its Delete button, where the focus was) is gone: the focus moves to
  // the row that took its place (the one before, when it was the last), or to the empty roster,
  // instead of being lost on the page's body (WCAG 2.4.3). The row's place on the page, once deleted.
  const [refocus, setRefocus] = useState<{ row: number } | null>(null);
  useEffect(() => {
    if (!refocus) return;
    setRefocus(null);
    const rows = top.current?.querySelectorAll('tbody tr') ?? [];
    const row = rows[Math.min(refocus.row, rows.length - 1)];
    (row?.querySelector<HTMLElement>('input, button') ?? empty.current)?.focus();
  }, [refocus]);

  // Next Page sits under the table: the new page starts at its top, not its bottom.
  const turnPage = (next: number) => {
    setPage(next);
    top.current?.scrollIntoView({ block: 'start' });
  };

  const pageCount = Math.max(1, Math.ceil(students.length / ROSTER_PAGE_SIZE));
  const shownPage = Math.min(page, pageCount - 1);
  const pageRows = students.slice(shownPage * ROSTER_PAGE_SIZE, (shownPage + 1) * ROSTER_PAGE_SIZE);
  // Ids of students deleted since they were ticked stay in the set but match nobody here.
  const chosen = students.filter((student) => selected.has(student._id));

  const select = (ids: string[], on: boolean) =>
    setSelected((old) => {
      const next = new Set(old);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const print = () => {
    // The sheet must be in the page before the print dialog takes its picture of it.
    flushSync(() => setPrinting(chosen.length > 0 ? chosen : students));
    window.print();
  };

  const saveNames = async (names: StudentNames) => {
    if (!editing) return;
    const message = await updateStudentNames(editing._id, names);
    setEditing(null);
    toaster.create({ title: serverText.text(message), type: 'success' });
    await reload();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      const row = pageRows.findIndex((student) => student._id === deleting._id);
      const answer = await deleteStudent(deleting._id);
      setDeleting(null);
      toaster.create({ title: serverText.text(answer.message || STUDENT_DELETED), type: 'success' });
      await reload();
      setRefocus({ row: Math.max(row, 0) });
    } catch (error) {
      console.error('Unexpected error deleting student', error);
      toaster.create({ title: serverText.error(error), type: 'error' });
    } finally {
      setDeleteBusy(false);
    }
  };

  const confirmNewPassword = async () => {
    if (!resetting) return;
    setResetBusy(true);
    try {
      const answer = await giveNewPassword(resetting._id);
      setResetting(null);
      toaster.create({ title: serverText.text(answer.message || STUDENT_PASSWORD_RESET), type: 'success' });
      await reload();
    } catch (error) {
      console.error('Unexpected error making a new password', error);
      toaster.create({ title: serverText.error(error), type: 'error' });
    } finally {
      setResetBusy(false);
    }
  };

  if (state.status === 'loading') {
    return (
      <HStack gap="3" py="10" justify="center" role="status">
        <Spinner size="lg" color="brand.600" />
        <Text fontSize="lg">{intl.formatMessage(m.loading)}</Text>
      </HStack>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert.Root status="error" borderRadius="xl" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{intl.formatMessage(m.loadFailed)}</Alert.Title>
          <Alert.Description>{serverText.text(state.message)}</Alert.Description>
        </Alert.Content>
        <Button size="md" colorPalette="red" onClick={() => void reload()}>
          {intl.formatMessage(m.tryAgain)}
        </Button>
      </Alert.Root>
    );
  }
  if (students.length === 0) {
    return (
      <Box ref={empty} id={ROSTER_EMPTY_ID} tabIndex={-1} outline="none" borderWidth="2px" borderStyle="dashed" borderColor="navy.200" borderRadius="2xl" bg="white" py="12" px="6" textAlign="center">
        <Text fontSize="xl" fontWeight="bold" color="navy.900">
          {intl.formatMessage(m.noStudents)}
        </Text>
        <Text mt="2" fontSize="md" color="navy.800">
          {intl.formatMessage(m.emptyHint)}
        </Text>
      </Box>
    );
  }

  return (
    <Stack gap="4" ref={top}>
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Text fontSize="md" color="navy.800" aria-live="polite">
          {chosen.length > 0 ? intl.formatMessage(m.selected, { count: chosen.length }) : intl.formatMessage(m.noneSelected)}
        </Text>
        <HStack gap="2">
          {chosen.length > 0 && (
            <Button variant="outline" colorPalette="navy" borderColor="navy.300" borderWidth="2px" size="md" onClick={() => setSelected(new Set())}>
              {intl.formatMessage(m.clearSelection)}
            </Button>
          )}
          <Button colorPalette="orange" size="md" onClick={print}>
            {chosen.length > 0 ? intl.formatMessage(m.printSome, { count: chosen.length }) : intl.formatMessage(m.printAll, { count: students.length })}
          </Button>
        </HStack>
      </HStack>
      <RosterTable students={pageRows} selected={selected} onSelect={select} onUpdate={setEditing} onDelete={setDeleting} onNewPassword={setResetting} />
      {students.length > ROSTER_PAGE_SIZE && (
        <Pagination page={shownPage} pageCount={pageCount} total={students.length} pageSize={ROSTER_PAGE_SIZE} onPage={turnPage} />
      )}
      {editing && (
        <StudentNameDialog
          key={editing._id}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          title={intl.formatMessage(m.updateTitle)}
          submitLabel={intl.formatMessage(m.save)}
          busyLabel={intl.formatMessage(m.saving)}
          initial={{ firstName: editing.firstName, lastName: editing.lastName }}
          onSubmit={saveNames}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={intl.formatMessage(m.deleteTitle)}
        description={
          <>
            {/* The spec's words, after who it is: the dialog must say which row it came from. */}
            <Text as="span" display="block" fontWeight="bold" mb="2">
              {deleting ? intl.formatMessage(m.who, { firstName: deleting.firstName, lastName: deleting.lastName, userName: deleting.userName }) : null}
            </Text>
            {intl.formatMessage(m.deleteWarning)}
          </>
        }
        confirmLabel={intl.formatMessage(m.delete)}
        busyLabel={intl.formatMessage(m.deleting)}
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
      />
      <ConfirmDialog
        open={resetting !== null}
        onOpenChange={(open) => !open && setResetting(null)}
        title={intl.formatMessage(m.newPasswordTitle)}
        description={
          <>
            <Text as="span" display="block" fontWeight="bold" mb="2">
              {resetting ? intl.formatMessage(m.who, { firstName: resetting.firstName, lastName: resetting.lastName, userName: resetting.userName }) : null}
            </Text>
            {serverText.text(STUDENT_PASSWORD_RESET_WARNING)}
          </>
        }
        confirmLabel={intl.formatMessage(m.newPasswordConfirm)}
        busyLabel={intl.formatMessage(m.making)}
        busy={resetBusy}
        onConfirm={() => void confirmNewPassword()}
      />
      {printing.length > 0 && <LoginCardSheet students={printing} teacherName={teacherName} language={cardLanguage} />}
    </Stack>
  );
}
