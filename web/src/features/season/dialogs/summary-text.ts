import { ordinal, type Cup, type LevelAwards, type Player, type Scenario } from '@rink/game';

/** 'Your team finished 2nd' (the season-complete dialog's sentence, docs/product.md#season-dialogs). */
export const finishedSentence = (place: number): string => `Your team finished ${ordinal(place)}`;

/** 'Under 1 minute', '1 minute', '12 minutes' (the summary's minutes spent; '0 minutes' reads like a fault). */
export const minutesText = (minutes: number): string =>
  minutes < 1 ? 'Under 1 minute' : minutes === 1 ? '1 minute' : `${minutes} minutes`;

/** The names of the level's cups this season earned, in the trophy case's order. */
export const earnedCupNames = (cups: readonly Cup[], earned: LevelAwards): string[] =>
  cups.filter((cup) => earned[cup.key]).map((cup) => cup.name);

/**
 * The players an injury scenario hurt, in the scenario's order. A player the document no longer
 * holds (never expected) is left out rather than shown as a blank card.
 */
export function injuredPlayers(scenario: Scenario, players: readonly Player[]): Player[] {
  return scenario.injuredPlayers.flatMap((id) => {
    const player = players.find((p) => p._id === id);
    return player ? [player] : [];
  });
}
