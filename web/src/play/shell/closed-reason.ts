import type { ClosedReason, Page } from '@rink/game';

const PAGE_NAME: Record<Page, string> = { home: 'Home', budget: 'Budget', team: 'Team', scout: 'Scout', season: 'Season', trophies: 'Trophies' };

/**
 * The words for why a page is closed (the engine's ClosedReason), shown on its closed stick
 * and footer button. None during a tutorial: the mascot's panel already says what is going on.
 */
export function closedReasonText(reason: ClosedReason | null): string | null {
  if (!reason) return null;
  switch (reason.kind) {
    case 'tutorial':
      return null;
    case 'transition':
      return 'Choose on Trophies first.';
    case 'tutorials':
      return 'After the tutorials.';
    case 'visit':
      return `Visit ${PAGE_NAME[reason.page]} first.`;
    case 'lineup':
      return 'Fill all six spots first.';
    case 'scouting-done':
      return 'Scouting is done for this season.';
  }
}
