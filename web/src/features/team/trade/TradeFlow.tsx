import { useState } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { playerInSlot, tradablePlayers, type Player } from '@rink/game';
import { AppDialog } from '@/components/ui/AppDialog';
import { useMove, useStudent } from '@/play';
import { settle, type FlowProps } from '../flow';
import { LineupChangeConfirm } from '../LineupChangeConfirm';
import { PlayerChoice } from '../PlayerChoice';
import { RefusedDialog } from '../RefusedDialog';

/** Trading a starter during the season (docs/product.md#team-page): the market board, the confirmation, or the refusal. */
export function TradeFlow(props: FlowProps) {
  const { slot, onClose } = props;
  const student = useStudent();
  const move = useMove();
  const [incoming, setIncoming] = useState<Player | null>(null);
  const [outgoingName] = useState(() => playerInSlot(student, slot)?.playerName ?? 'this player');

  if (move.error) return <RefusedDialog error={move.error} onBack={onClose} />;
  if (!incoming) {
    const market = tradablePlayers(student, slot);
    return (
      <AppDialog open onOpenChange={(open) => !open && onClose()} title={`Trade ${outgoingName} for…`} size="xl" closeLabel="Close">
        <Stack gap="3">
          {market.length === 0 ? (
            <Text fontSize="lg">No players of this position are on the market right now.</Text>
          ) : (
            market.map((p) => <PlayerChoice key={p._id} player={p} student={student} onChoose={() => setIncoming(p)} />)
          )}
        </Stack>
      </AppDialog>
    );
  }
  const trade = { type: 'trade', slot, playerId: incoming._id } as const;
  return (
    <LineupChangeConfirm
      title={`Are you sure you want to trade ${outgoingName} for this player?`}
      move={trade}
      player={incoming}
      confirmLabel="Confirm Trade"
      busyLabel="Trading"
      busy={move.busy}
      onCancel={() => setIncoming(null)}
      onConfirm={() => void move.run(trade).then((outcome) => settle(outcome, props, `Trade done: ${incoming.playerName} joins your team!`))}
    />
  );
}
