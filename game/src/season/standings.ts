import type { SeasonTeam, TeamStats } from '../types';

/**
 * Order teams best first: points, then wins, then the student's team ahead on a full tie
 * (a child who matches a rival's record should not lose on a hidden rule), then name.
 * Sets each team's 1-based `standings` place.
 */
export function rankStandings(teams: readonly SeasonTeam[]): SeasonTeam[] {
  return [...teams]
    .sort(
      (a, b) =>
        b.stats.points - a.stats.points ||
        b.stats.wins - a.stats.wins ||
        Number(b.isStudentTeam) - Number(a.isStudentTeam) ||
        a.name.localeCompare(b.name),
    )
    .map((team, i) => ({ ...team, standings: i + 1 }));
}

/** Rows the standings board shows (docs/product.md#season-page). */
const STANDINGS_BOARD_ROWS = 5;

/** The top 5; when the student's team ranks lower it takes the 5th row, with its real place. */
export function standingsBoard(standings: readonly SeasonTeam[]): SeasonTeam[] {
  const top = standings.slice(0, STANDINGS_BOARD_ROWS);
  if (top.some((t) => t.isStudentTeam)) return top;
  const own = standings.find((t) => t.isStudentTeam);
  return own ? [...top.slice(0, STANDINGS_BOARD_ROWS - 1), own] : top;
}

/** The student's place, 1-based. */
export const studentPlace = (standings: readonly SeasonTeam[]): number =>
  standings.find((t) => t.isStudentTeam)?.standings ?? standings.length;

/** 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st (docs/product.md#season-rules). */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/**
 * A record in words for the teacher's lines: '7 won, 4 lost, 1 lost in overtime' (the
 * overtime part only when there is one, so the counts still add up to the games played).
 */
export function recordWords({ wins, losses, overtimeLosses }: Pick<TeamStats, 'wins' | 'losses' | 'overtimeLosses'>): string {
  const base = `${wins} won, ${losses} lost`;
  return overtimeLosses > 0 ? `${base}, ${overtimeLosses} lost in overtime` : base;
}

/**
 * The note under a Losses figure (the season's dialogs, the debrief): '+ 1 in overtime' when
 * some losses came in overtime (a point each, counted apart as OTL on the board), else none.
 */
export const overtimeNote = (overtimeLosses: number): string | undefined =>
  overtimeLosses > 0 ? `+ ${overtimeLosses} in overtime` : undefined;
