import { HStack, Spinner, Text } from '@chakra-ui/react';

/** A spinner with words, announced politely to screen readers. */
export function Loading({ label }: { label: string }) {
  return (
    <HStack role="status" gap="3" py="6" justify="center" color="navy.800">
      <Spinner size="lg" borderWidth="3px" color="brand.solid" />
      <Text fontSize="lg" fontWeight="semibold">
        {label}
      </Text>
    </HStack>
  );
}
