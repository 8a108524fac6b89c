import type { Cup, LevelAwards } from '@rink/game';

/** One line per cup of the level: whether this season won it, in words a young reader knows. */
export function seasonCupLines(cups: readonly Cup[], earned: LevelAwards): string[] {
  return cups.map((cup) => `${cup.name}: ${earned[cup.key] ? 'won this season!' : 'not this time.'}`);
}
