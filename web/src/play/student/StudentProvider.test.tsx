// The two roads a student's document takes to the screen (the live snapshot and a move's
// answer) can arrive in either order; the newest write must win whichever comes last.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { newStudent } from '@rink/game';
import type { StoredStudent } from '@rink/common';
import { StudentProvider } from './StudentProvider';
import { useStudentState } from './student-context';
import { renderWithIntl } from '@/i18n/testing';

type SnapshotListener = (snapshot: { exists(): boolean; id: string; data(): object }) => void;
const firestore = vi.hoisted(() => ({ listener: undefined as SnapshotListener | undefined }));
const server = vi.hoisted(() => ({ answer: undefined as ((student: StoredStudent) => void) | undefined }));

vi.mock('@/lib/firestore', () => ({ db: {} }));
vi.mock('@/components/ui/toaster', () => ({ toaster: { create: vi.fn() } }));
vi.mock('firebase/firestore', () => ({
  doc: () => ({}),
  onSnapshot: (_ref: unknown, next: SnapshotListener) => {
    firestore.listener = next;
    return () => undefined;
  },
}));
vi.mock('./move-queue', () => ({
  createMoveQueue: () => ({
    send: () => new Promise<StoredStudent>((resolve) => (server.answer = resolve)),
    sendAsPageCloses: () => undefined,
    onWaitingChange: () => () => undefined,
    close: () => undefined,
  }),
}));

const base: StoredStudent = { ...newStudent({ firstName: 'Bea', lastName: 'Lee', userName: 'bealee', teacherId: 't1', seed: 7 }), _id: 's1', classId: 't1' };
const version = (revision: number, changes: Partial<StoredStudent> = {}): StoredStudent => ({ ...base, ...changes, revision });

function Shown() {
  const { student, sendMoves } = useStudentState();
  return (
    <>
      <p data-testid="shown">{student ? `${student.firstName} rev ${student.revision ?? 0} style ${student.cheerStyle}` : 'none'}</p>
      <button onClick={() => void sendMoves([{ type: 'setCheerStyle', style: 'steady' }])}>move</button>
    </>
  );
}

const snapshot = (student: StoredStudent) =>
  act(() => firestore.listener?.({ exists: () => true, id: student._id, data: () => ({ ...student }) }));
const answer = (student: StoredStudent) => act(async () => server.answer?.(student));
const shown = () => screen.getByTestId('shown').textContent;

beforeEach(() => {
  renderWithIntl(
    <StudentProvider uid="s1">
      <Shown />
    </StudentProvider>,
  );
});
afterEach(cleanup);

describe("the student's document on screen", () => {
  it('keeps a later change when the answer of an earlier move arrives after it', async () => {
    snapshot(version(1));
    act(() => screen.getByRole('button').click());
    expect(shown()).toBe('Bea rev 1 style steady'); // the engine's preview
    snapshot(version(2, { cheerStyle: 'steady' }));
    snapshot(version(3, { cheerStyle: 'steady', firstName: 'Robin' })); // a teacher's rename
    await answer(version(2, { cheerStyle: 'steady' }));
    expect(shown()).toBe('Robin rev 3 style steady');
  });

  it('keeps a change written beside the server (same revision) over a slow answer', async () => {
    snapshot(version(1));
    act(() => screen.getByRole('button').click());
    snapshot(version(2, { cheerStyle: 'steady' }));
    snapshot(version(2, { cheerStyle: 'steady', firstName: 'Robin' }));
    await answer(version(2, { cheerStyle: 'steady' }));
    expect(shown()).toBe('Robin rev 2 style steady');
  });

  it('shows an answer before its snapshot, and a stale snapshot arriving after it does not undo it', async () => {
    snapshot(version(1));
    act(() => screen.getByRole('button').click());
    await answer(version(2, { cheerStyle: 'steady' }));
    expect(shown()).toBe('Bea rev 2 style steady');
    snapshot(version(1));
    expect(shown()).toBe('Bea rev 2 style steady');
    snapshot(version(2, { cheerStyle: 'steady' }));
    expect(shown()).toBe('Bea rev 2 style steady');
  });
});
