import type { TrophyShelf, TrophyShelfCup } from '@rink/game';

/** What a cup's button and overlay say about it: won, still to win, or on a level not reached yet. */
export function cupStatus(shelf: TrophyShelf, entry: TrophyShelfCup): string {
  if (entry.earned) return 'You won this cup!';
  if (shelf.dimmed) return `Reach Level ${shelf.level} to play for this cup.`;
  return 'Not won yet. Keep playing!';
}
