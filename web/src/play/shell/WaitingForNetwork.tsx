import { Box, HStack, Spinner, Text } from '@chakra-ui/react';

/** The words while a move waits for the network (move-queue.ts): the change is kept, and goes by itself. */
export const WAITING_FOR_NETWORK = 'Saving when you are back online';

/**
 * A line under the game's header while a move the student made waits for the network: the move
 * shows as made, and saves by itself once the network is back, whatever page the student is on.
 */
export function WaitingForNetwork({ waiting }: { waiting: boolean }) {
  return (
    <Box role="status" aria-live="polite">
      {waiting && (
        <HStack justify="center" gap="3" bg="orange.100" borderBottomWidth="2px" borderColor="orange.400" px="4" py="2" color="navy.900">
          <Spinner size="sm" color="orange.700" />
          <Text fontWeight="bold">{WAITING_FOR_NETWORK}</Text>
          <Text display={{ base: 'none', md: 'block' }}>Your changes are kept. Keep this page open.</Text>
        </HStack>
      )}
    </Box>
  );
}
