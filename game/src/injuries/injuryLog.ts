import { normalisePosition } from '../lineup/slots';
import { isLineupComplete } from '../lineup/starters';
import { formatMoney } from '../money/formatMoney';
import type { CoverNote, InjuryRecord, Player, PlayerNote, Student } from '../types';

/** How the debrief and the injury log remember a player. */
export const playerNote = (p: Player): PlayerNote => ({
  playerId: p._id,
  name: p.playerName,
  position: normalisePosition(p.playerPosition),
  cost: p.playerCost,
  rank: p.overallRank,
});

/** The latest injury event while its empty spots are still open, or null. */
const openRecord = (student: Student): InjuryRecord | null => {
  const last = student.season.injuries.at(-1);
  return last && !last.filled ? last : null;
};

const withLast = (student: Student, change: (r: InjuryRecord) => InjuryRecord): Student => {
  const log = student.season.injuries;
  const last = log.at(-1);
  if (!last) return student;
  return { ...student, season: { ...student.season, injuries: [...log.slice(0, -1), change(last)] } };
};

/** Log a new injury event (called by applyInjuries). */
export const logInjury = (student: Student, injured: readonly Player[]): Student => ({
  ...student,
  season: {
    ...student.season,
    injuries: [
      ...student.season.injuries,
      { afterGame: student.season.completedGames, injured: injured.map(playerNote), covers: [], filled: false, shortHandedGames: 0 },
    ],
  },
});

/**
 * Log a signing or trade made while an injury's spots are open, and close the record once
 * the lineup is full. `after` is the state the move left; `incoming` joined, `outgoing` left
 * (a trade).
 */
export function logCover(after: Student, incoming: Player, outgoing: Player | null): Student {
  if (!openRecord(after)) return after;
  const cover: CoverNote = {
    ...playerNote(incoming),
    how: outgoing ? 'traded' : 'signed',
    tradedAway: outgoing ? playerNote(outgoing) : null,
  };
  return withLast(after, (r) => ({ ...r, covers: [...r.covers, cover], filled: isLineupComplete(after) }));
}

/** Count a game played with empty spots against the open injury record. */
export const logShortHandedGame = (student: Student): Student =>
  openRecord(student) ? withLast(student, (r) => ({ ...r, shortHandedGames: r.shortHandedGames + 1 })) : student;

const names = (notes: readonly PlayerNote[]): string => {
  const list = notes.map((n) => n.name);
  return list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list.at(-1) ?? ''}`;
};

/** One injury event in plain words, for the debrief: what happened and how it was covered. */
export function injuryStory(record: InjuryRecord): string {
  const hurt = `After game ${record.afterGame}, ${names(record.injured)} ${record.injured.length === 1 ? 'was' : 'were'} injured.`;
  const parts: string[] = [];
  const signed = record.covers.filter((c) => c.how === 'signed');
  for (const c of record.covers) {
    if (c.how === 'traded' && c.tradedAway) {
      parts.push(`You traded ${c.tradedAway.name} (${formatMoney(c.tradedAway.cost)}) for ${c.name} (${formatMoney(c.cost)}).`);
    }
  }
  if (signed.length > 0) {
    parts.push(`You signed ${signed.map((c) => `${c.name} (${formatMoney(c.cost)})`).join(signed.length === 2 ? ' and ' : ', ')}.`);
  }
  if (record.shortHandedGames > 0) {
    const games = record.shortHandedGames === 1 ? '1 game' : `${record.shortHandedGames} games`;
    parts.push(`Nobody could fill every spot, so your team played ${games} with empty spots.`);
  } else if (!record.filled) {
    parts.push('The season ended before the spots were filled.');
  }
  return [hurt, ...parts].join(' ');
}
