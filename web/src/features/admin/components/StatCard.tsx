import type { ReactNode } from 'react';
import { Box, Stack, Text } from '@chakra-ui/react';

/** One big figure with its label; `action` sits under it (View Teachers). */
export function StatCard({ label, value, unit, action }: { label: string; value: string; unit?: string; action?: ReactNode }) {
  return (
    <Stack as="section" aria-label={label} gap="3" bg="white" borderRadius="2xl" borderWidth="2px" borderColor="brand.100" boxShadow="sm" p={{ base: 5, md: 6 }} justify="space-between">
      <Box>
        <Text fontSize="lg" fontWeight="800" color="navy.800">
          {label}
        </Text>
        <Text data-testid="stat-value" fontFamily="heading" fontSize={{ base: '4xl', md: '5xl' }} fontWeight="900" color="brand.700" lineHeight="1.1" mt="2">
          {value}
          {unit && (
            <Text as="span" fontSize="xl" fontWeight="700" color="navy.700" ms="2" whiteSpace="nowrap">
              {unit}
            </Text>
          )}
        </Text>
      </Box>
      {action}
    </Stack>
  );
}
