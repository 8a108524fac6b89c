import { Alert, Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useServerText } from '@/i18n/server-text';
import { shellMessages } from '../messages';

/** A failed load, in words, with a way to try again (the page keeps what it showed before). `message` is the server's or the connection's English, shown in the screen's language. */
export function LoadError({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  const serverText = useServerText();
  return (
    <Alert.Root status="error" role="alert" borderRadius="xl" alignItems="center" flexWrap="wrap" gap="3">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="12rem">
        <Alert.Title fontWeight="bold">{title}</Alert.Title>
        <Alert.Description>{serverText.text(message)}</Alert.Description>
      </Alert.Content>
      <Button colorPalette="red" size="md" onClick={onRetry}>
        <FormattedMessage {...shellMessages.tryAgain} />
      </Button>
    </Alert.Root>
  );
}
