import { useCallback } from 'react';
import { GAME_OUTCOMES, levelKey, type RuleError } from '@rink/game';
import { phaseMs } from '@/config/phase-speed';
import { useMove, type StoredStudent } from '@/play';
import type { Match, PlayedGame } from '../game-flow';
import { isOffline, SAVE_RETRY_DELAYS_MS, untilOnline, withRetries, type Attempt } from './retry';

type SaveAnswer = { kind: 'saved'; played: PlayedGame } | { kind: 'refused'; error: RuleError } | { kind: 'failed' };

/** The game as the server recorded it (its answer is the truth). */
function playedGame(student: StoredStudent, game: number): PlayedGame | null {
  const results = student.seasons[levelKey(student.level)];
  const result = results[game - 1] ?? results[results.length - 1];
  const outcome = result ? GAME_OUTCOMES[result.messageIndex] : undefined;
  return result && outcome ? { outcome, score: result.score } : null;
}

interface SaveWatchers {
  /** A try failed while the browser is offline: the save waits for the connection. */
  onWaiting?: () => void;
  /** A try failed with the browser online (a server fault): the next try comes after a pause. */
  onRetrying?: () => void;
}

/**
 * Saves one game (playGame through the API). A server or network failure is logged as the
 * spec says (no toast: the jumbotron tells the student) and retried after 1 s, 2 s and 4 s;
 * every try sends the same game number, so a save that went through but whose answer was lost
 * is a no-op on the server and the game is never played twice. A try that fails while the
 * browser is offline counts for nothing: the save tells `onWaiting`, waits for the connection
 * (however long: the result is kept in the page) and tries again by itself.
 */
export function useSaveGame(): { save(match: Match, cheerBonus: number, watchers?: SaveWatchers): Promise<SaveAnswer>; busy: boolean } {
  // No toast (the jumbotron tells the student), and no wait in the queue: the save waits for the network its own way (docs/decisions.md#d46).
  const mover = useMove({ toastFailure: false, waitForNetwork: false });
  const { run } = mover;
  const save = useCallback(
    async (match: Match, cheerBonus: number, { onWaiting, onRetrying }: SaveWatchers = {}): Promise<SaveAnswer> => {
      const answer = await withRetries<SaveAnswer>(
        async (): Promise<Attempt<SaveAnswer>> => {
          for (;;) {
            const outcome = await run({ type: 'playGame', cheerBonus, game: match.game });
            if (outcome.ok) {
              const played = playedGame(outcome.student, match.game);
              // Saved, yet no result to show: only a document from another version could do this.
              return { done: true, value: played ? { kind: 'saved', played } : { kind: 'failed' } };
            }
            if (outcome.error) return { done: true, value: { kind: 'refused', error: outcome.error } };
            if (!isOffline()) return { done: false, error: null };
            onWaiting?.();
            await untilOnline();
          }
        },
        (_error, tryNumber) => {
          console.error('Unexpected error updating student season', { game: match.game, try: tryNumber });
          onRetrying?.();
        },
        // 1 s, 2 s, 4 s in the product; tests that speed up the phases speed these up too.
        SAVE_RETRY_DELAYS_MS.map(phaseMs),
      );
      return answer ?? { kind: 'failed' };
    },
    [run],
  );
  return { save, busy: mover.busy };
}
