import { useState } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { playerInSlot, tradablePlayers, type Player } from '@rink/game';
import { AppDialog } from '@/components/ui/AppDialog';
import { useMove, useStudent } from '@/play';
import { settle, type FlowProps } from '../flow';
import { LineupChangeConfirm } from '../LineupChangeConfirm';
import { dialogMessages, tradeMessages as m } from '../messages';
import { PlayerChoice } from '../PlayerChoice';
import { RefusedDialog } from '../RefusedDialog';

/** Trading a starter during the season (docs/product.md#team-page): the market board, the confirmation, or the refusal. */
export function TradeFlow(props: FlowProps) {
  const { slot, onClose } = props;
  const intl = useIntl();
  const student = useStudent();
  const move = useMove();
  const [incoming, setIncoming] = useState<Player | null>(null);
  const [outgoing] = useState(() => playerInSlot(student, slot)?.playerName ?? null);
  const outgoingName = outgoing ?? intl.formatMessage(m.thisPlayer);

  if (move.error) return <RefusedDialog error={move.error} onBack={onClose} />;
  if (!incoming) {
    const market = tradablePlayers(student, slot);
    return (
      <AppDialog open onOpenChange={(open) => !open && onClose()} title={intl.formatMessage(m.marketTitle, { name: outgoingName })} size="xl" closeLabel={intl.formatMessage(dialogMessages.close)}>
        <Stack gap="3">
          {market.length === 0 ? (
            <Text fontSize="lg">{intl.formatMessage(m.noMarket)}</Text>
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
      title={intl.formatMessage(m.title, { name: outgoingName })}
      move={trade}
      player={incoming}
      confirmLabel={intl.formatMessage(m.confirm)}
      busyLabel={intl.formatMessage(m.busy)}
      busy={move.busy}
      onCancel={() => setIncoming(null)}
      onConfirm={() => void move.run(trade).then((outcome) => settle(outcome, props, intl.formatMessage(m.done, { name: incoming.playerName })))}
    />
  );
}
