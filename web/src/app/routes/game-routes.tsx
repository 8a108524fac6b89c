import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { FullPageSpinner } from '@/first-screens/plain/FullPageSpinner';
import { paths } from '@/config/paths';
import { wantSession } from '@/lib/session';
import { RouteErrorPage } from './route-error';

const SCREENS: Array<[string, () => Promise<ComponentType>]> = [
  [paths.home, async () => (await import('@/features/home')).HomeScreen],
  [paths.team, async () => (await import('@/features/team')).TeamScreen],
  [paths.budget, async () => (await import('@/features/budget')).BudgetScreen],
  [paths.scout, async () => (await import('@/features/scout')).ScoutScreen],
  [paths.season, async () => (await import('@/features/season')).SeasonScreen],
  [paths.debrief, async () => (await import('@/features/debrief')).DebriefScreen],
  [paths.trophies, async () => (await import('@/features/trophies')).TrophiesScreen],
];

/**
 * A route whose screen loads on first visit; a first page load shows a spinner meanwhile. A screen
 * whose code cannot be fetched (the network went) says so in the game's place, with Try Again, and
 * the game around it stays: a move still waiting for the network keeps waiting (docs/decisions.md#d72).
 */
const screen = ([path, load]: [string, () => Promise<ComponentType>]): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
  HydrateFallback: FullPageSpinner,
  errorElement: <RouteErrorPage />,
});

/** The student's game pages, each a screen of its own chunk, loaded when first opened. */
const gameRoutes: RouteObject[] = SCREENS.map(screen);

/** How long after the game's first page the other pages' code is fetched, so a dropped network later does not stop a student moving between pages. */
const WARM_UP_MS = 3_000;

function fetchGamePagesSoon(): void {
  window.setTimeout(() => {
    for (const [, load] of SCREENS) load().catch(() => undefined);
  }, WARM_UP_MS);
}

/**
 * The whole student game as one route for router.tsx: its layout (the student's document, so
 * Firestore) loads lazily on the first game page, never on the dashboard or the logins.
 * router.tsx puts it among RouteGate's children.
 */
export const studentGameRoute: RouteObject = {
  lazy: async () => {
    // The route gate waits for the session before it opens a game page, and would ask for it
    // only once these lazy chunks have loaded: ask now, so Firebase Auth loads beside them.
    wantSession();
    const { StudentRoutes, loadLiveStudentSession } = await import('./student-routes');
    // The Firestore half of the game (130 KB gzip) downloads while Auth checks the session and the
    // frame draws, rather than after them; StudentSession waits for it (and reports a failure).
    loadLiveStudentSession().catch(() => undefined);
    fetchGamePagesSoon();
    return { Component: StudentRoutes };
  },
  HydrateFallback: FullPageSpinner,
  children: gameRoutes,
};
