import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';

/** Shown while auth state loads, so no page of the wrong kind flashes up. */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center minH="100dvh" role="status" aria-live="polite">
      <Spinner size="xl" borderWidth="4px" color="brand.solid" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
