import { Box, Flex, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useFormat } from '@/i18n/format';
import { equationMessages as m } from './messages';

function Term({ label, amount, tone }: { label: string; amount: number; tone: 'total' | 'savings' | 'spent' | 'remaining' }) {
  const format = useFormat();
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
        {format.money(amount)}
      </Text>
    </Box>
  );
}

/** The equation's signs: symbols, the same in every language (their spoken words are the labels). */
const MINUS = '−';
const EQUALS = '=';

const Sign = ({ children, label }: { children: string; label: string }) => (
  <Text as="span" fontSize={{ base: '2xl', md: '4xl', lg: '5xl' }} fontWeight="900" color="navy.900" aria-label={label}>
    {children}
  </Text>
);

/** The budget equation (docs/product.md#budget-page): total − savings − spent = remaining. */
export function EquationBoard({ total, savings, spent, remaining }: { total: number; savings: number; spent: number; remaining: number }) {
  const intl = useIntl();
  const format = useFormat();
  return (
    <Box
      role="group"
      aria-label={intl.formatMessage(m.spoken, {
        total: format.money(total),
        savings: format.money(savings),
        spent: format.money(spent),
        remaining: format.money(remaining),
      })}
      bg="white/95"
      borderRadius="3xl"
      borderWidth="2px"
      borderColor="brand.100"
      boxShadow="lg"
      p={{ base: 3, md: 6 }}
    >
      <Flex wrap="wrap" align="center" justify="center" gap={{ base: 1, md: 2, lg: 4 }} aria-hidden>
        <Term label={intl.formatMessage(m.total)} amount={total} tone="total" />
        <Sign label={intl.formatMessage(m.minus)}>{MINUS}</Sign>
        <Term label={intl.formatMessage(m.savings)} amount={savings} tone="savings" />
        <Sign label={intl.formatMessage(m.minus)}>{MINUS}</Sign>
        <Term label={intl.formatMessage(m.spent)} amount={spent} tone="spent" />
        <Sign label={intl.formatMessage(m.equals)}>{EQUALS}</Sign>
        <Term label={intl.formatMessage(m.remaining)} amount={remaining} tone="remaining" />
      </Flex>
    </Box>
  );
}
