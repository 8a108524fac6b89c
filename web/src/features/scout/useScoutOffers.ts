import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ContractLevel, Player, RuleError } from '@rink/game';
import { useMove } from '@/play';
import { announcementMessages as m } from './messages';
import type { Place } from './places';

/** An engine refusal the page answers with an overlay. */
type Overlay =
  | { kind: 'refused'; error: RuleError }
  | { kind: 'overpay'; error: RuleError; player: Player; contractLevel: ContractLevel }
  | null;

/**
 * Moves a scouted player to a place through the engine (scoutOffer / scoutWithdraw): the
 * engine decides, and its refusals become the page's overlays ('not high enough', 'Are you sure?').
 */
export function useScoutOffers(announce: (text: string) => void) {
  const intl = useIntl();
  const { run, busy } = useMove();
  const [overlay, setOverlay] = useState<Overlay>(null);

  async function moveTo(player: Player, place: Place, confirmed = false): Promise<boolean> {
    if (place === 'board') {
      if (player.offerLevel === null) return true;
      const outcome = await run({ type: 'scoutWithdraw', playerId: player._id });
      if (outcome.ok) announce(intl.formatMessage(m.backOnBoard, { name: player.playerName }));
      else if (outcome.error) setOverlay({ kind: 'refused', error: outcome.error });
      return outcome.ok;
    }
    const outcome = await run({ type: 'scoutOffer', playerId: player._id, contractLevel: place, confirmed });
    if (outcome.ok) {
      setOverlay(null);
      announce(intl.formatMessage(m.offered, { name: player.playerName, level: place }));
      return true;
    }
    if (outcome.error?.code === 'scout/confirm-overpay') setOverlay({ kind: 'overpay', error: outcome.error, player, contractLevel: place });
    else if (outcome.error) setOverlay({ kind: 'refused', error: outcome.error });
    return false;
  }

  /** Another move's refusal on this page (e.g. finishing), shown the same way. */
  const showRefusal = (error: RuleError) => setOverlay({ kind: 'refused', error });

  return { moveTo, busy, overlay, showRefusal, closeOverlay: () => setOverlay(null) };
}
