import { Box, Grid, Text } from '@chakra-ui/react';

interface Stat {
  label: string;
  value: string;
  /** A small line under the value ("of 13 teams"). */
  note?: string;
}

/**
 * The summaries' figures as tiles, label above a big value: a description list, so a screen
 * reader says each label with its figure.
 */
export function StatGrid({ stats }: { stats: readonly Stat[] }) {
  return (
    <Grid as="dl" templateColumns={{ base: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' }} gap="3">
      {stats.map((stat) => (
        <Box key={stat.label} bg="brand.50" borderRadius="xl" px="3" py="2">
          <Text as="dt" fontSize="md" color="navy.800">
            {stat.label}
          </Text>
          <Text as="dd" fontSize="2xl" fontWeight="bold" color="navy.900" lineHeight="short">
            {stat.value}
            {stat.note && (
              <Text as="span" display="block" fontSize="md" fontWeight="normal" color="navy.800">
                {stat.note}
              </Text>
            )}
          </Text>
        </Box>
      ))}
    </Grid>
  );
}
