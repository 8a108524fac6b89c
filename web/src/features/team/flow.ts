import type { SlotName } from '@rink/game';
import type { MoveOutcome } from '@/play';

/** What the team page hands each of its flows (sign, trade, release). */
export interface FlowProps {
  slot: SlotName;
  /** Close the flow without a change. */
  onClose: () => void;
  /** The change went through; `announcement` is read to screen readers. */
  onDone: (announcement: string) => void;
}

/**
 * After a flow's move: done on success; a refusal stays open for the flow's RefusedDialog;
 * a server failure (already told by a toast) closes the flow.
 */
export function settle(outcome: MoveOutcome, { onClose, onDone }: FlowProps, announcement: string): void {
  if (outcome.ok) onDone(announcement);
  else if (!outcome.error) onClose();
}
