import { isLineupComplete } from '../lineup/starters';
import { TUTORIAL_NAMES } from '../types';
import type { Page, Student } from '../types';

type PageAccess = { allowed: true } | { allowed: false; redirectTo: '/home' | '/team' };

/**
 * Why a page or a button to it is closed right now: the gating rules' own answer, so a screen
 * can tell the student what to do first (and never works it out again by itself).
 */
export type ClosedReason =
  /** A tutorial is showing: navigation waits for it. */
  | { kind: 'tutorial' }
  /** The season is changing over (season end choices). */
  | { kind: 'transition' }
  /** The footer opens once all five tutorials are done. */
  | { kind: 'tutorials' }
  /** This page must be visited first (at level 1: its tutorial done). */
  | { kind: 'visit'; page: Page }
  /** All six spots of the lineup must be filled first. */
  | { kind: 'lineup' }
  /** Scouting is done for this season. */
  | { kind: 'scouting-done' };

const visit = (page: Page): ClosedReason => ({ kind: 'visit', page });

/** What keeps a page shut at level 1 (docs/product.md#gating-rules), or null. */
function levelOneClosedBy(student: Student, page: Page): ClosedReason | null {
  const t = student.tutorials;
  switch (page) {
    case 'home':
    case 'trophies':
      return null;
    case 'budget':
      return t.home ? null : visit('home');
    case 'team':
      return t.budget ? null : visit('budget');
    case 'scout':
      return t.team ? null : visit('team');
    case 'season':
      return t.season || isLineupComplete(student) ? null : { kind: 'lineup' };
  }
}

/** From level 2: every page but home needs home visited first; team also needs budget visited. */
function upperLevelClosedBy(student: Student, page: Page): ClosedReason | null {
  if (page === 'home') return null;
  const visited = student.pagesVisited;
  if (!visited.includes('home')) return visit('home');
  if (page === 'team' && !visited.includes('budget')) return visit('budget');
  return null;
}

/** What keeps a page shut (the page gating itself), or null when it is open. */
export const pageClosedBy = (student: Student, page: Page): ClosedReason | null =>
  student.level === 1 ? levelOneClosedBy(student, page) : upperLevelClosedBy(student, page);

export const isPageOpen = (student: Student, page: Page): boolean => pageClosedBy(student, page) === null;

/**
 * Whether a page may be shown; an early visit redirects (docs/product.md#gating-rules): scout and season go
 * back to /team when the team page is open, everything else to /home.
 */
export function pageAccess(student: Student, page: Page): PageAccess {
  if (isPageOpen(student, page)) return { allowed: true };
  const toTeam = (page === 'scout' || page === 'season') && isPageOpen(student, 'team');
  return { allowed: false, redirectTo: toTeam ? '/team' : '/home' };
}

/** All five tutorials done (docs/product.md#navigation). */
export const allTutorialsDone = (student: Student): boolean =>
  TUTORIAL_NAMES.every((name) => student.tutorials[name]);

/** What keeps the whole footer shut, or null: a tutorial, a season transition, tutorials not all done. */
function footerClosedBy(student: Student, inTutorial: boolean): ClosedReason | null {
  if (inTutorial) return { kind: 'tutorial' };
  if (student.season.inTransition) return { kind: 'transition' };
  if (!allTutorialsDone(student)) return { kind: 'tutorials' };
  return null;
}

/**
 * Whether the footer buttons may be used at all: not during a season transition, not during
 * a tutorial (the UI passes inTutorial), and only once all five tutorials are done.
 */
export const footerEnabled = (student: Student, inTutorial = false): boolean => footerClosedBy(student, inTutorial) === null;

interface FooterButtons {
  team: boolean;
  trophies: boolean;
  season: boolean;
  budget: boolean;
}

type FooterReasons = { [page in keyof FooterButtons]: ClosedReason | null };

/**
 * Why each footer button is closed (docs/product.md#navigation), or null when it is open: all follow the
 * footer's own rule; from level 2 the team button also waits for a budget visit and the season
 * button for a full lineup.
 */
export function footerClosedReasons(student: Student, inTutorial = false): FooterReasons {
  const all = footerClosedBy(student, inTutorial);
  const upper = student.level >= 2;
  return {
    team: all ?? (upper && !student.pagesVisited.includes('budget') ? visit('budget') : null),
    trophies: all,
    season: all ?? (upper && !isLineupComplete(student) ? { kind: 'lineup' } : null),
    budget: all,
  };
}

/** Each footer button open or not (footerClosedReasons without the why). */
export function footerButtons(student: Student, inTutorial = false): FooterButtons {
  const why = footerClosedReasons(student, inTutorial);
  return { team: why.team === null, trophies: why.trophies === null, season: why.season === null, budget: why.budget === null };
}
