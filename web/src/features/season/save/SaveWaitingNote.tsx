import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { jumbotronMessages as m } from '../messages';

/**
 * The jumbotron's picture while a save waits for the internet: plain words that nothing is
 * lost and nothing needs doing, in a status region so a screen reader says them once.
 */
export function SaveWaitingNote() {
  return (
    <Text role="status" data-testid="save-waiting" maxW="26rem" textAlign="center" fontSize={{ base: 'md', md: 'lg' }} fontWeight="semibold" color="white" lineHeight="1.4">
      <FormattedMessage {...m.saveWaitingNote} />
    </Text>
  );
}
