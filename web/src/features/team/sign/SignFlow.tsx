import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Player, SlotName } from '@rink/game';
import { useMove, useStudent } from '@/play';
import { settle, type FlowProps } from '../flow';
import { LineupChangeConfirm } from '../LineupChangeConfirm';
import { signMessages as m } from '../messages';
import { RefusedDialog } from '../RefusedDialog';
import { SignPlayerBoard } from './SignPlayerBoard';

/** Signing into an empty slot (docs/product.md#team-page): the board, the confirmation, or the refusal. */
export function SignFlow(props: FlowProps) {
  const { slot, onClose } = props;
  const intl = useIntl();
  const student = useStudent();
  const move = useMove();
  // Its own runner, without a toast or a wait for the network: the note is the engine's record of the refusal, never a second message.
  const note = useMove({ toastFailure: false, waitForNetwork: false });
  const [choice, setChoice] = useState<{ slot: SlotName; player: Player } | null>(null);

  if (move.error) return <RefusedDialog error={move.error} onBack={onClose} />;
  if (!choice) return <SignPlayerBoard student={student} slot={slot} onClose={onClose} onChoose={(target, player) => setChoice({ slot: target, player })} />;
  const sign = { type: 'sign', slot: choice.slot, playerId: choice.player._id } as const;
  return (
    <LineupChangeConfirm
      title={intl.formatMessage(m.title)}
      move={sign}
      player={choice.player}
      confirmLabel={intl.formatMessage(m.confirm)}
      busyLabel={intl.formatMessage(m.busy)}
      busy={move.busy}
      onCancel={() => setChoice(null)}
      onConfirm={() =>
        void move.run(sign).then((outcome) => {
          // The insufficient-budget message is a money decision the season's end judges (learning/decisions.ts).
          if (!outcome.ok && outcome.error?.code === 'budget/insufficient') void note.run({ type: 'noteRefusal', slot: sign.slot, playerId: sign.playerId });
          settle(outcome, props, intl.formatMessage(m.done, { name: choice.player.playerName }));
        })
      }
    />
  );
}
