import { useCallback, useRef, useState } from 'react';
import { Grid, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { SlotName } from '@rink/game';
import { DialogFinalFocus } from '@/components/ui/dialog-final-focus';
import { PageStick } from '@/play';
import { ClubHeader } from './ClubHeader';
import { LineupGrid } from './LineupGrid';
import { teamMessages as m } from './messages';
import { PlayerDetails } from './PlayerDetails';
import { ReleaseFlow } from './release/ReleaseFlow';
import { SignFlow } from './sign/SignFlow';
import { TradeFlow } from './trade/TradeFlow';

/** Which flow of the team page is open (one at a time); each flow keeps its own steps. */
type Flow = { kind: 'sign' | 'player' | 'release' | 'trade'; slot: SlotName } | null;

/** The team page (docs/product.md#team-page): the club, its money and rank, six slots and the sign/trade/release flows. */
export function TeamPage() {
  const intl = useIntl();
  const [flow, setFlow] = useState<Flow>(null);
  // What just changed, for screen readers (the lineup itself shows it to everyone else).
  const [announcement, setAnnouncement] = useState('');
  // Every dialog of a flow gives the focus back to the slot it started from (its player may have changed).
  const slotButtons = useRef(new Map<SlotName, HTMLButtonElement>());
  const flowSlot = flow?.slot;
  const backToSlot = useCallback(() => (flowSlot ? (slotButtons.current.get(flowSlot) ?? null) : null), [flowSlot]);
  const registerSlot = useCallback((slot: SlotName, button: HTMLButtonElement | null) => {
    if (button) slotButtons.current.set(slot, button);
    else slotButtons.current.delete(slot);
  }, []);
  const close = () => setFlow(null);
  const done = (text: string) => {
    setFlow(null);
    setAnnouncement(text);
  };

  return (
    <Stack gap={{ base: 5, md: 6 }}>
      <Text role="status" srOnly>
        {announcement}
      </Text>
      <ClubHeader />

      {/* The sticks' column is wide enough for each description on one line, so the five fit
          above the sticky footer on a laptop screen. */}
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={{ base: 5, md: 6 }}>
        <LineupGrid registerSlot={registerSlot} onOpenPlayer={(slot) => setFlow({ kind: 'player', slot })} onSign={(slot) => setFlow({ kind: 'sign', slot })} />
        <Stack as="nav" aria-label={intl.formatMessage(m.whereNext)} gap="3" pr="4">
          <PageStick page="scout" label={intl.formatMessage(m.stickScout)} description={intl.formatMessage(m.stickScoutDescription)} size="md" />
          <PageStick page="season" label={intl.formatMessage(m.stickSeason)} description={intl.formatMessage(m.stickSeasonDescription)} size="md" />
          <PageStick page="budget" label={intl.formatMessage(m.stickBudget)} description={intl.formatMessage(m.stickBudgetDescription)} size="md" />
          <PageStick page="trophies" label={intl.formatMessage(m.stickTrophies)} description={intl.formatMessage(m.stickTrophiesDescription)} size="md" />
          <PageStick page="home" label={intl.formatMessage(m.stickHome)} description={intl.formatMessage(m.stickHomeDescription)} size="md" />
        </Stack>
      </Grid>

      <DialogFinalFocus.Provider value={backToSlot}>
        {flow?.kind === 'sign' && <SignFlow key={flow.slot} slot={flow.slot} onClose={close} onDone={done} />}
        {flow?.kind === 'player' && (
          <PlayerDetails
            slot={flow.slot}
            onClose={close}
            onRelease={() => setFlow({ kind: 'release', slot: flow.slot })}
            onTrade={() => setFlow({ kind: 'trade', slot: flow.slot })}
          />
        )}
        {flow?.kind === 'release' && (
          <ReleaseFlow slot={flow.slot} onCancel={() => setFlow({ kind: 'player', slot: flow.slot })} onClose={close} onDone={done} />
        )}
        {flow?.kind === 'trade' && <TradeFlow slot={flow.slot} onClose={close} onDone={done} />}
      </DialogFinalFocus.Provider>
    </Stack>
  );
}
