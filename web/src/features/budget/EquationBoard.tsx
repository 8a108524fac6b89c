import { Box, Flex, Text } from '@chakra-ui/react';
import { formatMoney } from '@rink/game';

function Term({ label, amount, tone }: { label: string; amount: number; tone: 'total' | 'savings' | 'spent' | 'remaining' }) {
  const colours = {
    total: { bg: 'navy.800', fg: 'white' },
    savings: { bg: '#FFD23F', fg: 'navy.900' },
    spent: { bg: 'orange.600', fg: 'white' },
    remaining: { bg: 'brand.600', fg: 'white' },
  }[tone];
  return (
    <Box bg={colours.bg} color={colours.fg} borderRadius="2xl" px={{ base: 2, lg: 5 }} py={{ base: 2, lg: 3 }} textAlign="center" minW={{ base: '5.5rem', lg: '9rem' }} boxShadow="md">
      <Text fontSize={{ base: 'md', lg: 'lg' }} fontWeight="bold">
        {label}
      </Text>
      <Text fontSize={{ base: '2xl', md: '4xl', lg: '5xl' }} fontWeight="900" fontFamily="heading" lineHeight="1.1">
        {formatMoney(amount)}
      </Text>
    </Box>
  );
}

const Sign = ({ children, label }: { children: string; label: string }) => (
  <Text as="span" fontSize={{ base: '2xl', md: '4xl', lg: '5xl' }} fontWeight="900" color="navy.900" aria-label={label}>
    {children}
  </Text>
);

/** The budget equation (docs/product.md#budget-page): total − savings − spent = remaining. */
export function EquationBoard({ total, savings, spent, remaining }: { total: number; savings: number; spent: number; remaining: number }) {
  return (
    <Box
      role="group"
      aria-label={`Budget: ${formatMoney(total)} total minus ${formatMoney(savings)} savings minus ${formatMoney(spent)} spent equals ${formatMoney(remaining)} remaining`}
      bg="white/95"
      borderRadius="3xl"
      borderWidth="2px"
      borderColor="brand.100"
      boxShadow="lg"
      p={{ base: 3, md: 6 }}
    >
      <Flex wrap="wrap" align="center" justify="center" gap={{ base: 1, md: 2, lg: 4 }} aria-hidden>
        <Term label="Total" amount={total} tone="total" />
        <Sign label="minus">−</Sign>
        <Term label="Savings" amount={savings} tone="savings" />
        <Sign label="minus">−</Sign>
        <Term label="Spent" amount={spent} tone="spent" />
        <Sign label="equals">=</Sign>
        <Term label="Remaining" amount={remaining} tone="remaining" />
      </Flex>
    </Box>
  );
}
