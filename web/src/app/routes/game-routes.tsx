import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/layout/FullPageSpinner';
import { paths } from '@/config/paths';
import { wantSession } from '@/lib/session';

/** A route whose screen loads on first visit; a first page load shows a spinner meanwhile. */
const screen = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
  HydrateFallback: FullPageSpinner,
});

/**
 * The student's game pages, each a screen of its own chunk, loaded when first opened.
 */
export const gameRoutes: RouteObject[] = [
  screen(paths.home, async () => (await import('@/features/home')).HomeScreen),
  screen(paths.team, async () => (await import('@/features/team')).TeamScreen),
  screen(paths.budget, async () => (await import('@/features/budget')).BudgetScreen),
  screen(paths.scout, async () => (await import('@/features/scout')).ScoutScreen),
  screen(paths.season, async () => (await import('@/features/season')).SeasonScreen),
  screen(paths.debrief, async () => (await import('@/features/debrief')).DebriefScreen),
  screen(paths.trophies, async () => (await import('@/features/trophies')).TrophiesScreen),
];

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
    return { Component: StudentRoutes };
  },
  HydrateFallback: FullPageSpinner,
  children: gameRoutes,
};
