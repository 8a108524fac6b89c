import { Box, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { budgetOf, formatMoney, levelCaps, teamRank, type Student } from '@rink/game';

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
  const rank = teamRank(student);
  const cap = levelCaps(student).teamRank;
  const { total, spent, savings } = budgetOf(student);
  const spendable = Math.max(0, total - savings);
  return (
    <Stack gap={{ base: 5, lg: 3 }} bg="white/95" borderRadius="2xl" borderWidth="2px" borderColor="brand.100" boxShadow="md" p={{ base: 4, md: 6, lg: 4 }}>
      <Bar label="Team rank" valueText={`${rank} of ${cap}`} value={rank} max={cap} palette="brand" />
      <Bar label="Spending budget" valueText={`${formatMoney(spent)} spent of ${formatMoney(spendable)}`} value={spent} max={spendable} palette="orange" />
      <Box fontSize="md" color="navy.700">
        Savings: {formatMoney(savings)}
      </Box>
    </Stack>
  );
}
