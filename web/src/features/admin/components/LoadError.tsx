import { Alert, Button } from '@chakra-ui/react';

/** A failed load, in words, with a way to try again (the page keeps what it showed before). */
export function LoadError({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <Alert.Root status="error" role="alert" borderRadius="xl" alignItems="center" flexWrap="wrap" gap="3">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="12rem">
        <Alert.Title fontWeight="bold">{title}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <Button colorPalette="red" size="md" onClick={onRetry}>
        Try Again
      </Button>
    </Alert.Root>
  );
}
