import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { BudgetPage } from '@/features/budget';
import { ComingSoon, GamePage } from '@/features/game-shell';
import { HomePage } from '@/features/home';
import { TeamPage } from '@/features/team';

/**
 * The student's six game pages, each inside the game shell (header, footer, gating, mascot).
 * Scout, Season and Trophies are built in a later step; their tutorials already run here.
 */
export const gameRoutes: RouteObject[] = [
  { path: paths.home, element: <GamePage page="home" title="HOME"><HomePage /></GamePage> },
  { path: paths.team, element: <GamePage page="team" title="TEAM"><TeamPage /></GamePage> },
  { path: paths.budget, element: <GamePage page="budget" title="BUDGET"><BudgetPage /></GamePage> },
  { path: paths.scout, element: <GamePage page="scout" title="SCOUT"><ComingSoon name="scouting" /></GamePage> },
  { path: paths.season, element: <GamePage page="season" title="SEASON"><ComingSoon name="season" /></GamePage> },
  { path: paths.trophies, element: <GamePage page="trophies" title="TROPHIES"><ComingSoon name="trophy case" /></GamePage> },
];
