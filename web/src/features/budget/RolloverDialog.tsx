import { useState } from 'react';
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { formatMoney, SAVINGS_STEP, type Move, type Student } from '@rink/game';
import { toaster } from '@/components/ui/toaster';
import type { MoveOutcome } from '@/features/student/student-context';
import { StickSlider } from './StickSlider';

interface Props {
  student: Student;
  sendMoves: (moves: Move[]) => Promise<MoveOutcome>;
  disabled: boolean;
}

/**
 * The savings partner's rollover step (spec points 2 and 4): move part of last season's
 * savings (rollOverBudget) into this season's total budget with a slider.
 */
export function RolloverDialog({ student, sendMoves, disabled }: Props) {
  const [open, setOpen] = useState(false);
  const available = student.rollOverBudget;
  const [amount, setAmount] = useState(available);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function add() {
    setBusy(true);
    const outcome = await sendMoves([{ type: 'rollover', amount }]);
    setBusy(false);
    if (outcome.ok) {
      setOpen(false);
      toaster.create({ type: 'success', title: `${formatMoney(amount)} added to your total budget` });
    } else {
      setError(outcome.error.message);
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => {
        if (busy) return;
        setOpen(d.open);
        if (d.open) {
          setAmount(available);
          setError(null);
        }
      }}
      placement="center"
      size="lg"
    >
      <Dialog.Trigger asChild>
        <Button colorPalette="brand" size="xl" minH="60px" disabled={disabled}>
          Use Last Season’s Savings ({formatMoney(available)})
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content borderRadius="2xl" p="2" mx="3">
            <Dialog.Header>
              <Dialog.Title fontSize="2xl">Roll over your savings</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <Dialog.Description fontSize="lg" color="navy.800">
                  You saved {formatMoney(available)} in earlier seasons. Slide the puck to choose how much to add to this
                  season’s total budget.
                </Dialog.Description>
                <StickSlider
                  label="Savings to add to the total budget"
                  value={amount}
                  min={1}
                  max={available}
                  step={1}
                  thinTicks={available > 15 * SAVINGS_STEP[student.level]}
                  onChange={setAmount}
                />
                <Text fontSize="xl" fontWeight="bold" color="navy.900" mt="8" aria-live="polite">
                  Total budget: {formatMoney(student.totalBudget)} → {formatMoney(student.totalBudget + amount)}
                </Text>
                <Text fontSize="lg" color="navy.800">
                  Savings left to roll over later: {formatMoney(available - amount)}
                </Text>
                {error && (
                  <Text role="alert" fontSize="lg" color="red.700" fontWeight="bold">
                    {error}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer gap="3">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" size="lg" disabled={busy}>
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="orange" size="lg" loading={busy} loadingText="Adding" onClick={() => void add()}>
                Add to Total Budget
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
