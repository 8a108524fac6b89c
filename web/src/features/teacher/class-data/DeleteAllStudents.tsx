import { useRef, useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { AppDialog } from '@/components/ui/AppDialog';
import { TextField } from '@/components/ui/TextField';
import { toaster } from '@/components/ui/toaster';
import { deleteAllStudents } from '../api/students';

/** What the teacher types to confirm: a word, not a click, because nothing can be undone. */
export const DELETE_WORD = 'DELETE';

interface Props {
  /** Students in the class now; the button is off when there are none. */
  students: number;
  /** After the class is gone: the roster reloads. */
  onDeleted: () => Promise<void>;
}

/**
 * "Delete All Students" (docs/privacy.md): every student of the class, with their logins and
 * everything they played, removed at once by the same rule as an admin's delete of a class.
 */
export function DeleteAllStudents({ students, onDeleted }: Props) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmed = typed.trim() === DELETE_WORD;

  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) setTyped('');
  };

  const confirm = async () => {
    if (!confirmed) return;
    setBusy(true);
    try {
      const removed = await deleteAllStudents();
      setBusy(false);
      openChange(false);
      toaster.create({ type: 'success', title: removed === 1 ? '1 student deleted.' : `${removed} students deleted.` });
      await onDeleted();
    } catch (error) {
      setBusy(false);
      toaster.create({ type: 'error', title: 'The students could not be deleted.', description: error instanceof Error ? error.message : String(error) });
    }
  };

  const count = students === 1 ? '1 student' : `${students} students`;
  return (
    <AppDialog
      role="alertdialog"
      size="md"
      open={open}
      onOpenChange={openChange}
      busy={busy}
      initialFocus={cancelRef}
      title="Delete all students?"
      description={`This deletes all ${count} of your class and everything they played. Their usernames and passwords stop working at once. This cannot be undone.`}
      trigger={
        <Button colorPalette="red" variant="outline" borderColor="red.600" borderWidth="2px" disabled={students === 0}>
          Delete All Students
        </Button>
      }
      footer={
        <>
          <Button ref={cancelRef} variant="outline" colorPalette="navy" borderColor="navy.300" borderWidth="2px" size="lg" disabled={busy} onClick={() => openChange(false)}>
            Cancel
          </Button>
          <Button colorPalette="red" size="lg" loading={busy} loadingText="Deleting" disabled={!confirmed} onClick={() => void confirm()}>
            Delete All Students
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text color="navy.800">To keep a copy, close this and use Download Class Data first.</Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <TextField
            label={`Type ${DELETE_WORD} to confirm`}
            value={typed}
            autoComplete="off"
            spellCheck={false}
            disabled={busy}
            onChange={(event) => setTyped(event.target.value)}
          />
        </form>
      </Stack>
    </AppDialog>
  );
}
