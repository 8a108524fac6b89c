import { footerButtons, pageAccess, TUTORIAL_NAMES, type Page, type Student, type TutorialName } from '@rink/game';

/** The pages the footer links to, in the spec's order (point 2, Navigation). */
export const FOOTER_PAGES = ['team', 'trophies', 'season', 'budget'] as const;
export type FooterPage = (typeof FOOTER_PAGES)[number];

const isFooterPage = (page: Page): page is FooterPage => (FOOTER_PAGES as readonly string[]).includes(page);

/** The first tutorial not done yet, in the engine's order (home, budget, team, scout, season). */
export function nextTutorial(student: Student): TutorialName | null {
  return TUTORIAL_NAMES.find((name) => !student.tutorials[name]) ?? null;
}

/**
 * Whether a stick button on a page may lead to `target`. The footer follows the engine's
 * footerButtons exactly (closed until all five tutorials are done). The page's own sticks
 * follow the same rules, with one addition that keeps a new student from being stuck: while
 * the tutorials are being worked through, the stick to the page of the next tutorial opens as
 * soon as the engine's pageAccess lets that page open (home -> budget -> team -> scout -> season).
 * Scouting's stick also closes once scouting is done for the season (spec point 2, Team).
 */
export function canNavigate(student: Student, target: Page, inTutorial: boolean): boolean {
  if (inTutorial) return false;
  if (target === 'home') return true;
  if (!pageAccess(student, target).allowed) return false;
  if (target === 'scout' && student.season.scoutingComplete) return false;
  if (isFooterPage(target) && footerButtons(student, false)[target]) return true;
  if (target === 'scout' && footerButtons(student, false).team) return true;
  return nextTutorial(student) === target;
}
