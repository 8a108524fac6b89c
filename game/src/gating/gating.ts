import { isLineupComplete } from '../lineup/starters';
import { TUTORIAL_NAMES } from '../types';
import type { Page, Student } from '../types';

export type PageAccess = { allowed: true } | { allowed: false; redirectTo: '/home' | '/team' };

/** Whether a page is open at level 1 (spec point 4, Tutorial and page gating). */
function levelOneOpen(student: Student, page: Page): boolean {
  const t = student.tutorials;
  switch (page) {
    case 'home':
    case 'trophies':
      return true;
    case 'budget':
      return t.home;
    case 'team':
      return t.budget;
    case 'scout':
      return t.team;
    case 'season':
      return t.season || isLineupComplete(student);
  }
}

/** From level 2: every page but home needs home visited first; team also needs budget visited. */
function upperLevelOpen(student: Student, page: Page): boolean {
  if (page === 'home') return true;
  const visited = student.pagesVisited;
  if (!visited.includes('home')) return false;
  if (page === 'team') return visited.includes('budget');
  return true;
}

export const isPageOpen = (student: Student, page: Page): boolean =>
  student.level === 1 ? levelOneOpen(student, page) : upperLevelOpen(student, page);

/**
 * Whether a page may be shown; an early visit redirects (spec point 4): scout and season go
 * back to /team when the team page is open, everything else to /home.
 */
export function pageAccess(student: Student, page: Page): PageAccess {
  if (isPageOpen(student, page)) return { allowed: true };
  const toTeam = (page === 'scout' || page === 'season') && isPageOpen(student, 'team');
  return { allowed: false, redirectTo: toTeam ? '/team' : '/home' };
}

/** All five tutorials done (spec point 2, Navigation). */
export const allTutorialsDone = (student: Student): boolean =>
  TUTORIAL_NAMES.every((name) => student.tutorials[name]);

/**
 * Whether the footer buttons may be used at all: not during a season transition, not during
 * a tutorial (the UI passes inTutorial), and only once all five tutorials are done.
 */
export const footerEnabled = (student: Student, inTutorial = false): boolean =>
  !inTutorial && !student.season.inTransition && allTutorialsDone(student);

export interface FooterButtons {
  team: boolean;
  trophies: boolean;
  season: boolean;
  budget: boolean;
}

/**
 * Each footer button (spec point 2): all follow footerEnabled; from level 2 the team button
 * also waits for a budget visit and the season button for a full lineup.
 */
export function footerButtons(student: Student, inTutorial = false): FooterButtons {
  const on = footerEnabled(student, inTutorial);
  const upper = student.level >= 2;
  return {
    team: on && (!upper || student.pagesVisited.includes('budget')),
    trophies: on,
    season: on && (!upper || isLineupComplete(student)),
    budget: on,
  };
}
