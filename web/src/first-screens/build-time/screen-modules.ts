import { paths, publicPaths, studentPaths } from '../../config/paths.ts';

// The modules each first screen loads lazily, by route: the build (vite-plugins.ts) preloads
// their chunks while the entry downloads. Plain data, importing nothing of React, because
// vite-plugins.ts runs in Node. Routes come from paths.ts, the router's own table; the router
// (app/router.tsx, app/routes/game-routes.tsx) imports the same modules with literal import()s,
// which the bundler needs. A module named here that no chunk holds fails the build.

type PublicPath = (typeof publicPaths)[number];
type StudentPath = (typeof studentPaths)[number];

/** Public screens worth preloading (the reset pages are reached from an e-mail, not typed). */
const publicScreenModules: Partial<Record<PublicPath, string[]>> = {
  [paths.dashboard]: ['src/features/landing/LandingPage.tsx'],
  [paths.studentLogin]: ['src/features/auth/components/LoginForm.tsx'],
  [paths.teacherLogin]: ['src/features/auth/components/LoginForm.tsx'],
  [paths.adminLogin]: ['src/features/auth/components/LoginForm.tsx'],
  [paths.teacherRegister]: ['src/app/chakra-layout.tsx', 'src/features/auth/pages.tsx'],
  [paths.forgotPassword]: ['src/app/chakra-layout.tsx', 'src/features/auth/pages.tsx'],
};

/** Every student game page's screen: a new game page in paths.ts does not type-check until it is here. */
const gameScreenModules: Record<StudentPath, string> = {
  [paths.home]: 'src/features/home/index.ts',
  [paths.team]: 'src/features/team/index.ts',
  [paths.budget]: 'src/features/budget/index.ts',
  [paths.scout]: 'src/features/scout/index.ts',
  [paths.season]: 'src/features/season/index.ts',
  [paths.debrief]: 'src/features/debrief/index.ts',
  [paths.trophies]: 'src/features/trophies/index.ts',
};

/**
 * Every preloaded route with the modules its first paint needs. A screen drawn with Chakra needs
 * its layout route (app/chakra-layout.tsx: Chakra's provider and the theme) beside its own chunk;
 * the dashboard and the logins are plain (docs/decisions.md#d78). A student's game page
 * (app/routes/game-routes.tsx) needs, before it can draw its frame, the game's layout, its
 * screen and Firebase Auth (the route gate waits for the session). Not Firestore: the frame
 * draws without it, and its download starts with the layout's code.
 */
export const firstScreenModules: Record<string, string[]> = {
  ...publicScreenModules,
  ...Object.fromEntries(
    Object.entries(gameScreenModules).map(([route, screen]) => [
      route,
      ['src/app/chakra-layout.tsx', 'src/app/routes/student-routes.tsx', screen, 'src/lib/firebase.ts'],
    ]),
  ),
};

/**
 * The first screens the build prerenders into index.html (vite-plugins.ts), to be hydrated:
 * the most visited, each opened by a whole class at once (docs/decisions.md#d78).
 */
export const prerenderedScreens: string[] = [paths.dashboard, paths.studentLogin, paths.teacherLogin, paths.adminLogin];
