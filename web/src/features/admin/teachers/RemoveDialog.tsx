import { useState } from 'react';
import type { AdminTeacherRow } from '@rink/common';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { toaster } from '@/components/ui/toaster';
import { deleteClass, deleteTeacher } from '../api/deletes';
import { classRemoved, REMOVE_TEACHER_DESCRIPTION, removeClassDescription, removeClassTitle, removeTeacherTitle, teacherRemoved } from '../texts';

export type Removal = { kind: 'teacher' | 'class'; teacher: AdminTeacherRow };

interface Props {
  removal: Removal | null;
  onClose: () => void;
  /** The server removed it: the page updates its list. */
  onRemoved: (removal: Removal) => void;
}

/**
 * The confirmations before Delete Teacher and Delete Class (spec point 5). The dialog stays
 * open, and cannot be closed, while the server works; a failure is said in a message and
 * nothing on the page changes.
 */
export function RemoveDialog({ removal, onClose, onRemoved }: Props) {
  const [busy, setBusy] = useState(false);
  // The last removal asked about, so the words stay put while the dialog animates closed.
  const [shown, setShown] = useState(removal);
  if (removal && removal !== shown) setShown(removal);
  const teacher = shown?.teacher;
  const name = teacher?.name ?? '';
  const isTeacher = shown?.kind === 'teacher';

  const confirm = async () => {
    if (!removal) return;
    setBusy(true);
    try {
      if (removal.kind === 'teacher') await deleteTeacher(removal.teacher._id);
      else await deleteClass(removal.teacher._id);
      toaster.create({ type: 'success', title: removal.kind === 'teacher' ? teacherRemoved(name) : classRemoved(name) });
      onRemoved(removal);
    } catch (error) {
      toaster.create({
        type: 'error',
        title: removal.kind === 'teacher' ? `${name} could not be removed.` : `${name}'s class could not be removed.`,
        description: error instanceof Error ? error.message : String(error),
      });
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={removal !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={isTeacher ? removeTeacherTitle(name) : removeClassTitle(name)}
      description={isTeacher ? REMOVE_TEACHER_DESCRIPTION : removeClassDescription(teacher?.studentCount ?? 0)}
      confirmLabel={isTeacher ? 'Remove Teacher' : 'Remove Class'}
      busyLabel="Removing"
      busy={busy}
      onConfirm={() => void confirm()}
    />
  );
}
