import { TUTORIAL_NAMES } from '../types';
import type { Page, Student, TutorialName } from '../types';
import { allTutorialsDone, footerButtons, pageAccess } from './gating';

/** The pages the footer links to, in the spec's order (point 2, Navigation). */
export const FOOTER_PAGES = ['team', 'trophies', 'season', 'budget'] as const;
export type FooterPage = (typeof FOOTER_PAGES)[number];

const isFooterPage = (page: Page): page is FooterPage => (FOOTER_PAGES as readonly string[]).includes(page);

/** Whether a page has a tutorial of its own (trophies has none). */
export const isTutorialPage = (page: Page): page is TutorialName => (TUTORIAL_NAMES as readonly string[]).includes(page);

/** The first tutorial not done yet, in the engine's order (home, budget, team, scout, season). */
export function nextTutorial(student: Student): TutorialName | null {
  return TUTORIAL_NAMES.find((name) => !student.tutorials[name]) ?? null;
}

/**
 * Whether the help panel offers "Watch Tutorial" on a page (spec point 1): only at level 1,
 * and only on a page that has a tutorial.
 */
export const canReplayTutorial = (student: Student, page: Page): boolean => student.level === 1 && isTutorialPage(page);

/**
 * Whether a stick button on a page may lead to `target`. The footer follows footerButtons
 * exactly (closed until all five tutorials are done). The page's own sticks follow the same
 * rules once the tutorials are done; before that they follow pageAccess (which opens the pages
 * in tutorial order: home, budget, team, scout, season), so a new student can walk from one
 * tutorial to the next instead of being stuck behind a closed footer. Every stick closes during
 * a tutorial; scouting's also closes once scouting is done for the season (spec point 2, Team).
 */
export function canNavigate(student: Student, target: Page, inTutorial: boolean): boolean {
  if (inTutorial) return false;
  if (target === 'home') return true;
  if (!pageAccess(student, target).allowed) return false;
  if (target === 'scout') return !student.season.scoutingComplete && !student.season.inTransition;
  if (!allTutorialsDone(student)) return true;
  return isFooterPage(target) ? footerButtons(student, false)[target] : true;
}
