// A game page opened anew draws its frame while the Firestore half of the session is still on
// its way, and shows nothing of the student until their document is here.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { newStudent, type Student } from '@rink/game';
import type { StoredStudent } from '@rink/common';
import { SessionContext, signedOutSession } from '@/lib/session/session';
import { StudentContext, useStudent, type StudentState } from '../student/student-context';
import { StudentSession } from '../student/StudentSession';
import { GamePage } from './GamePage';
import { renderWithIntl } from '@/i18n/testing';

// The live half (Firestore) arrives when the test says so, with the state the test gives it.
const live = vi.hoisted(() => ({
  arrive: undefined as (() => void) | undefined,
  fail: undefined as ((error: Error) => void) | undefined,
  state: undefined as StudentState | undefined,
}));
vi.mock('../student/LiveStudentSession', () => {
  const gate = new Promise<void>((resolve, reject) => {
    live.arrive = resolve;
    live.fail = reject;
  });
  return gate.then(() => ({
    LiveStudentSession: ({ children }: { children: ReactNode }) => live.state ? <StudentContext value={live.state}>{children}</StudentContext> : null,
  }));
});

function Figures() {
  const student = useStudent();
  return <p>Budget left: {student.totalBudget}</p>;
}

const allTutorialsDone = (student: Student): Student => ({ ...student, tutorials: { home: true, budget: true, team: true, scout: true, season: true } });

const openHome = () =>
  renderWithIntl(
    <ChakraProvider value={defaultSystem}>
      <SessionContext value={signedOutSession}>
        <MemoryRouter>
          <StudentSession uid="s1">
            <GamePage page="home" title="HOME">
              <Figures />
            </GamePage>
          </StudentSession>
        </MemoryRouter>
      </SessionContext>
    </ChakraProvider>,
  );

afterEach(cleanup);

/** Time for the live half to mount, were the frame to switch to it too early. */
const LIVE_SESSION_START_MS = 300;

describe('a game page before the student has loaded', () => {
  it('draws the header and a loading status, with no figures, no footer and no Exit yet', async () => {
    openHome();
    expect(screen.getByRole('heading', { name: 'HOME' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading your team');
    expect(screen.queryByRole('button', { name: 'Exit' })).toBeNull();
    expect(screen.queryByText(/Budget left/)).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Game pages' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/\$|\d{3}/);

    // The live session has loaded, its first snapshot not yet: still the loading frame.
    live.state = { status: 'loading', student: null, saving: false, waitingForNetwork: false, sendMoves: vi.fn(), sendMovesAsPageCloses: vi.fn() } satisfies StudentState;
    await act(async () => live.arrive?.());
    await act(() => new Promise((resolve) => setTimeout(resolve, LIVE_SESSION_START_MS)));
    expect(screen.getByRole('status').textContent).toContain('Loading your team');
    expect(screen.queryByText(/Budget left/)).toBeNull();
  });

  it('shows the page, its footer and a working Exit once the document is here', async () => {
    const student: StoredStudent = { ...allTutorialsDone(newStudent({ firstName: 'Bea', lastName: 'Lee', userName: 'bealee', teacherId: 't1', seed: 7 })), _id: 's1', classId: 't1' };
    const sendMoves = vi.fn(async () => ({ ok: true as const, student }));
    live.state = { status: 'ready', student, saving: false, waitingForNetwork: false, sendMoves, sendMovesAsPageCloses: vi.fn() } satisfies StudentState;
    openHome();
    await act(async () => live.arrive?.());
    expect(await screen.findByText(`Budget left: ${student.totalBudget}`)).toBeTruthy();
    expect(screen.queryByText('Loading your team')).toBeNull();
    // The line that says a move waits for the network is there, empty, until one does.
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('navigation', { name: 'Game pages' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exit' }).hasAttribute('disabled')).toBe(false);
  });

  it("plays the level's intro again from Help, full screen", async () => {
    const student: StoredStudent = { ...allTutorialsDone(newStudent({ firstName: 'Bea', lastName: 'Lee', userName: 'bealee', teacherId: 't1', seed: 7 })), _id: 's1', classId: 't1' };
    live.state = { status: 'ready', student, saving: false, waitingForNetwork: false, sendMoves: vi.fn(async () => ({ ok: true as const, student })), sendMovesAsPageCloses: vi.fn() } satisfies StudentState;
    openHome();
    await act(async () => live.arrive?.());
    await screen.findByText(`Budget left: ${student.totalBudget}`);
    expect(screen.queryByRole('dialog', { name: 'Welcome to Level 1' })).toBeNull();
    await act(async () => screen.getByRole('button', { name: 'Help' }).click());
    await act(async () => (await screen.findByRole('button', { name: 'Watch the Level 1 Intro' })).click());
    expect(await screen.findByRole('dialog', { name: 'Welcome to Level 1' })).toBeTruthy();
  });
});
