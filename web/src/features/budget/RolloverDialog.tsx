import { useState } from 'react';
import { Box, Button, Dialog, HStack, Stack, Text } from '@chakra-ui/react';
import { formatMoney, rolloverRange, type Student } from '@rink/game';
import { AppDialog } from '@/components/ui/AppDialog';
import { mediaImageUrl } from '@/components/media/media';
import { toaster } from '@/components/ui/toaster';
import { useMove } from '@/play';
import { StickSlider } from './StickSlider';
import { MediaImage } from '@/components/media/MediaImage';

interface Props {
  student: Student;
  disabled: boolean;
}

/**
 * The savings partner's rollover step (docs/product.md#rollover-dialog): move part of last season's
 * savings (rollOverBudget) into this season's total budget with a slider whose range is the
 * engine's rolloverRange, the amounts the rollover move accepts.
 */
export function RolloverDialog({ student, disabled }: Props) {
  const [open, setOpen] = useState(false);
  const available = student.rollOverBudget;
  const range = rolloverRange(student);
  const [amount, setAmount] = useState(available);
  const move = useMove();

  async function add() {
    const outcome = await move.run({ type: 'rollover', amount });
    if (outcome.ok) {
      setOpen(false);
      toaster.create({ type: 'success', title: `${formatMoney(amount)} added to your total budget` });
    }
  }

  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setAmount(available);
          move.clearError();
        }
      }}
      busy={move.busy}
      title="Roll over your savings"
      description={`You saved ${formatMoney(available)} in earlier seasons. Slide the puck to choose how much to add to this season’s total budget.`}
      trigger={
        <Button colorPalette="brand" size="xl" minH="60px" disabled={disabled}>
          Use Last Season’s Savings ({formatMoney(available)})
        </Button>
      }
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" size="lg" disabled={move.busy}>
              Cancel
            </Button>
          </Dialog.ActionTrigger>
          <Button colorPalette="orange" size="lg" loading={move.busy} loadingText="Adding" onClick={() => void add()}>
            Add to Total Budget
          </Button>
        </>
      }
    >
      <Stack gap="5">
        <HStack gap="4" align="center" bg="brand.50" borderRadius="xl" p="3">
          <MediaImage src={mediaImageUrl('partner/bluebird')} alt="" w="72px" h="80px" flexShrink={0} />
          <Box>
            <Text fontSize="sm" fontWeight="bold" color="navy.700">
              Bea the Bluebird, Bluebird Community Bank
            </Text>
            <Text fontSize="lg" color="navy.900">
              Your savings from last season are safe with us. Add some to this season’s budget now, and keep the rest for later!
            </Text>
          </Box>
        </HStack>
        <StickSlider
          label="Savings to add to the total budget"
          value={amount}
          range={range}
          onChange={setAmount}
        />
        <Text fontSize="xl" fontWeight="bold" color="navy.900" mt="8" aria-live="polite">
          Total budget: {formatMoney(student.totalBudget)} → {formatMoney(student.totalBudget + amount)}
        </Text>
        <Text fontSize="lg" color="navy.800">
          Savings left to roll over later: {formatMoney(available - amount)}
        </Text>
        {move.error && (
          <Text role="alert" fontSize="lg" color="red.700" fontWeight="bold">
            {move.error.message}
          </Text>
        )}
      </Stack>
    </AppDialog>
  );
}
