// How a simulated student plays: each next move is chosen from their own document with
// the engine, as a child following the screens would: tutorials and pages, scouting,
// savings, a lineup, then every game of the season, replacing injured players on the way.
// Every candidate is checked with applyMove first, so the server sees only legal moves.
import {
  PAGES,
  SAVINGS_STEP,
  TUTORIAL_NAMES,
  applyMove,
  firstEmptySlot,
  isLineupComplete,
  lineupAdvice,
  playBlocker,
  savingsRange,
  scoutBoard,
  signablePlayers,
  type ContractLevel,
  type Move,
  type Student,
} from "@rink/game";

const isLegal = (student: Student, move: Move): boolean => "state" in applyMove(student, move);

/** Rows for the scouted players, strongest first: one cheap, two middle, three dear (6 players). */
const SCOUT_ROWS: ContractLevel[] = [3, 3, 3, 2, 2, 1];

export class SeasonPlayer {
  private savingsDone = false;

  /** The move this student makes next, or null when the season is over (or nothing is left to do). */
  next(student: Student, cheerBonus: number): Move | null {
    if (student.season.inTransition) return null;
    const candidates: Move[] = [...this.setUp(student), ...this.lineup(student)];
    if (playBlocker(student) === null) candidates.push({ type: "playGame", cheerBonus, game: student.season.completedGames + 1 });
    const move = candidates.find((candidate) => isLegal(student, candidate)) ?? null;
    if (move?.type === "setSavings") this.savingsDone = true;
    return move;
  }

  /** Before the first game: tutorials, pages, rollover, scouting and savings, each once. */
  private setUp(student: Student): Move[] {
    const moves: Move[] = [];
    for (const tutorial of TUTORIAL_NAMES) if (!student.tutorials[tutorial]) moves.push({ type: "completeTutorial", tutorial });
    for (const page of PAGES) if (!student.pagesVisited.includes(page)) moves.push({ type: "visitPage", page });
    if (student.season.completedGames > 0) return moves;
    if (student.rollOverBudget > 0) moves.push({ type: "rollover", amount: student.rollOverBudget });
    if (!student.season.scoutingComplete) {
      const board = scoutBoard(student).sort((a, b) => b.overallRank - a.overallRank);
      const placed = student.players.filter((p) => p.playerAssignment === "scoutPlayer" && p.offerLevel !== null).length;
      const player = board[0];
      if (player) {
        const preferred = SCOUT_ROWS[placed] ?? 3;
        for (const contractLevel of [preferred, 3, 2, 1] as const) moves.push({ type: "scoutOffer", playerId: player._id, contractLevel, confirmed: true });
      } else {
        moves.push({ type: "finishScouting" });
      }
    }
    if (!this.savingsDone && isLineupComplete(student) === false) {
      const step = SAVINGS_STEP[student.level];
      const target = Math.floor((student.totalBudget * 0.1) / step) * step;
      if (target > 0 && target <= savingsRange(student).max) moves.push({ type: "setSavings", amount: target });
    }
    return moves;
  }

  /** Fill the lineup: the engine's own advice (signings, lower savings, a trade), else the best signable player. */
  private lineup(student: Student): Move[] {
    if (isLineupComplete(student)) return [];
    const advice = lineupAdvice(student);
    const moves: Move[] = [...advice.moves.slice(0, 1)];
    const slot = firstEmptySlot(student);
    if (slot !== null) {
      for (const player of signablePlayers(student, slot).sort((a, b) => b.overallRank - a.overallRank)) moves.push({ type: "sign", slot, playerId: player._id });
    }
    return moves;
  }
}
