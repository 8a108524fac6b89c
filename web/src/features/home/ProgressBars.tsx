import { Box, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { budgetOf, levelCaps, teamRank, type Student } from '@rink/game';
import { useFormat } from '@/i18n/format';
import { homeMessages as m } from './messages';

function Bar({ label, valueText, value, max, palette }: { label: string; valueText: string; value: number; max: number; palette: string }) {
  return (
    <Progress.Root value={Math.min(value, max)} max={Math.max(max, 1)} size="xl" colorPalette={palette}>
      <HStack justify="space-between" mb={{ base: 2, lg: 1 }}>
        <Progress.Label fontSize="lg" fontWeight="bold" color="navy.900">
          {label}
        </Progress.Label>
        <Text fontSize="lg" fontWeight="bold" color="navy.800">
          {valueText}
        </Text>
      </HStack>
      <Progress.Track h="22px" borderRadius="full" bg="navy.100" borderWidth="2px" borderColor="navy.700">
        <Progress.Range borderRadius="full" />
      </Progress.Track>
    </Progress.Root>
  );
}

/**
 * Home's two bars (docs/product.md#home-page): the team rank against the level's rank cap, and the
 * spending budget: spent against what is free to spend (total minus savings).
 */
export function ProgressBars({ student }: { student: Student }) {
  const intl = useIntl();
  const format = useFormat();
  const rank = teamRank(student);
  const cap = levelCaps(student).teamRank;
  const { total, spent, savings } = budgetOf(student);
  const spendable = Math.max(0, total - savings);
  return (
    <Stack gap={{ base: 5, lg: 3 }} bg="white/95" borderRadius="2xl" borderWidth="2px" borderColor="brand.100" boxShadow="md" p={{ base: 4, md: 6, lg: 4 }}>
      <Bar
        label={intl.formatMessage(m.teamRank)}
        valueText={intl.formatMessage(m.teamRankValue, { rank: format.number(rank), cap: format.number(cap) })}
        value={rank}
        max={cap}
        palette="brand"
      />
      <Bar
        label={intl.formatMessage(m.spendingBudget)}
        valueText={intl.formatMessage(m.spendingBudgetValue, { spent: format.money(spent), spendable: format.money(spendable) })}
        value={spent}
        max={spendable}
        palette="orange"
      />
      <Box fontSize="md" color="navy.700">
        {intl.formatMessage(m.savings, { amount: format.money(savings) })}
      </Box>
    </Stack>
  );
}
