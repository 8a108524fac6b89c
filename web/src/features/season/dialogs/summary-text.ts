import type { IntlShape } from 'react-intl';
import type { Cup, LevelAwards, Player, Scenario } from '@rink/game';
import { contentText } from '@/i18n/content/useContent';
import { boardMessages, dialogMessages } from '../messages';

/** 'Your team finished 2nd' (the season-over panel's sentence, docs/product.md#season-dialogs), in intl's language. */
export const finishedSentence = (intl: IntlShape, place: number): string =>
  intl.formatMessage(boardMessages.finished, { place: contentText(intl).ordinal(place) });

/** 'Under 1 minute', '1 minute', '12 minutes' (the summary's minutes spent; '0 minutes' reads like a fault). */
export const minutesText = (intl: IntlShape, minutes: number): string =>
  minutes < 1 ? intl.formatMessage(dialogMessages.underAMinute) : intl.formatMessage(dialogMessages.minutes, { minutes });

/** The level's cups this season earned, in the trophy case's order. */
export const earnedCups = (cups: readonly Cup[], earned: LevelAwards): Cup[] => cups.filter((cup) => earned[cup.key]);

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
