import { TUTORIAL_NAMES } from '../types';
import type { Page, Student, TutorialName } from '../types';
import { isLineupComplete } from '../lineup/starters';
import { allTutorialsDone, footerClosedReasons, pageClosedBy, type ClosedReason } from './gating';

/** The pages the footer links to, in the specification's order (docs/product.md#navigation). */
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
 * Whether the help panel offers "Watch Tutorial" on a page (docs/product.md#help-and-faq): only at level 1,
 * and only on a page that has a tutorial.
 */
export const canReplayTutorial = (student: Student, page: Page): boolean => student.level === 1 && isTutorialPage(page);

/**
 * Why a stick button on a page may not lead to `target` now, or null when it may. The footer
 * follows footerClosedReasons exactly (closed until all five tutorials are done). The page's
 * own sticks follow the same rules once the tutorials are done; before that they follow the
 * page gating (which opens the pages in tutorial order: home, budget, team, scout, season), so
 * a new student can walk from one tutorial to the next instead of being stuck behind a closed
 * footer. Every stick closes during a tutorial; scouting's also closes once scouting is done
 * for the season (docs/product.md#team-page).
 */
export function stickClosedBy(student: Student, target: Page, inTutorial: boolean): ClosedReason | null {
  if (inTutorial) return { kind: 'tutorial' };
  if (target === 'home') return null;
  const gated = pageClosedBy(student, target);
  if (gated) return gated;
  if (target === 'scout') {
    if (student.season.scoutingComplete) return { kind: 'scouting-done' };
    if (student.season.inTransition) return { kind: 'transition' };
    return null;
  }
  if (!allTutorialsDone(student)) return null;
  return isFooterPage(target) ? footerClosedReasons(student, false)[target] : null;
}

/** Whether a stick button on a page may lead to `target` now (stickClosedBy without the why). */
export const canNavigate = (student: Student, target: Page, inTutorial: boolean): boolean =>
  stickClosedBy(student, target, inTutorial) === null;

/**
 * The page the student is guided to next (its stick glows): at level 1 the next tutorial's
 * page; from level 2 the order the gating asks for: home, budget, then team until the lineup
 * is full, then the season page until it has been visited.
 */
export function nextStepPage(student: Student): Page | null {
  if (student.level === 1) return nextTutorial(student);
  const visited = student.pagesVisited;
  if (!visited.includes('home')) return 'home';
  if (!visited.includes('budget')) return 'budget';
  if (!visited.includes('team') || !isLineupComplete(student)) return 'team';
  if (!visited.includes('season')) return 'season';
  return null;
}
