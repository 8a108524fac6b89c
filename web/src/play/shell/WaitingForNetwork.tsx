import { Box, HStack, Spinner, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { shellMessages as m } from '../messages';

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
          <Text fontWeight="bold">
            <FormattedMessage {...m.waitingForNetwork} />
          </Text>
          <Text display={{ base: 'none', md: 'block' }}>
            <FormattedMessage {...m.changesKept} />
          </Text>
        </HStack>
      )}
    </Box>
  );
}
