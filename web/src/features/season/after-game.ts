import { gamesInSeason, isDoubleHeaderBreak, type Student } from '@rink/game';

export type SeasonDialog = 'doubleHeader' | 'injury' | 'complete';

/**
 * The dialogs the season page owes the student, in order (docs/product.md#season-dialogs): after a game, the
 * double-header summary (after games 2, 4, 6...), then the injury scenario, then the season
 * complete dialog once the season is over. On arrival, an injury still open shows again, so
 * the student always knows why the puck waits.
 */
export function seasonDialogs(student: Student, afterGame: boolean): SeasonDialog[] {
  const { season } = student;
  const queue: SeasonDialog[] = [];
  if (afterGame && isDoubleHeaderBreak(season.completedGames, gamesInSeason(student))) queue.push('doubleHeader');
  if (season.currentScenario !== null) queue.push('injury');
  if (afterGame && season.inTransition) queue.push('complete');
  return queue;
}

/** Dialogs closed since the last game (keyed by games played, so the next game's show again). */
interface Dismissed {
  afterGames: number;
  dialogs: readonly SeasonDialog[];
}

export const noneDismissed: Dismissed = { afterGames: -1, dialogs: [] };

export function openDialog(queue: readonly SeasonDialog[], dismissed: Dismissed, completedGames: number): SeasonDialog | null {
  const closed = dismissed.afterGames === completedGames ? dismissed.dialogs : [];
  return queue.find((d) => !closed.includes(d)) ?? null;
}

export function dismiss(dismissed: Dismissed, dialog: SeasonDialog, completedGames: number): Dismissed {
  const closed = dismissed.afterGames === completedGames ? dismissed.dialogs : [];
  return { afterGames: completedGames, dialogs: [...closed, dialog] };
}
