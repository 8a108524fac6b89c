import { useState } from 'react';
import { Box, Button, Dialog, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { rolloverRange, type Student } from '@rink/game';
import { AppDialog } from '@/components/ui/AppDialog';
import { mediaImageUrl } from '@/components/media/media';
import { toaster } from '@/components/ui/toaster';
import { useMove } from '@/play';
import { StickSlider } from './StickSlider';
import { MediaImage } from '@/components/media/MediaImage';
import { useFormat } from '@/i18n/format';
import { useServerText } from '@/i18n/server-text';
import { rolloverMessages as m } from './messages';

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
  const intl = useIntl();
  const format = useFormat();
  const serverText = useServerText();
  const [open, setOpen] = useState(false);
  const available = student.rollOverBudget;
  const range = rolloverRange(student);
  const [amount, setAmount] = useState(available);
  const move = useMove();

  async function add() {
    const outcome = await move.run({ type: 'rollover', amount });
    if (outcome.ok) {
      setOpen(false);
      toaster.create({ type: 'success', title: intl.formatMessage(m.added, { amount: format.money(amount) }) });
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
      title={intl.formatMessage(m.title)}
      description={intl.formatMessage(m.description, { available: format.money(available) })}
      trigger={
        <Button colorPalette="brand" size="xl" minH="60px" disabled={disabled}>
          {intl.formatMessage(m.open, { available: format.money(available) })}
        </Button>
      }
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" size="lg" disabled={move.busy}>
              {intl.formatMessage(m.cancel)}
            </Button>
          </Dialog.ActionTrigger>
          <Button colorPalette="orange" size="lg" loading={move.busy} loadingText={intl.formatMessage(m.adding)} onClick={() => void add()}>
            {intl.formatMessage(m.add)}
          </Button>
        </>
      }
    >
      <Stack gap="5">
        <HStack gap="4" align="center" bg="brand.50" borderRadius="xl" p="3">
          <MediaImage src={mediaImageUrl('partner/bluebird')} alt="" w="72px" h="80px" flexShrink={0} />
          <Box>
            <Text fontSize="sm" fontWeight="bold" color="navy.700">
              {intl.formatMessage(m.partnerName)}
            </Text>
            <Text fontSize="lg" color="navy.900">
              {intl.formatMessage(m.partnerSays)}
            </Text>
          </Box>
        </HStack>
        <StickSlider
          label={intl.formatMessage(m.sliderLabel)}
          value={amount}
          range={range}
          onChange={setAmount}
        />
        <Text fontSize="xl" fontWeight="bold" color="navy.900" mt="8" aria-live="polite">
          {intl.formatMessage(m.totalChange, { before: format.money(student.totalBudget), after: format.money(student.totalBudget + amount) })}
        </Text>
        <Text fontSize="lg" color="navy.800">
          {intl.formatMessage(m.leftForLater, { amount: format.money(available - amount) })}
        </Text>
        {move.error && (
          <Text role="alert" fontSize="lg" color="red.700" fontWeight="bold">
            {serverText.text(move.error.message, move.error.code)}
          </Text>
        )}
      </Stack>
    </AppDialog>
  );
}
