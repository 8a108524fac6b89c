import { Portal, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';

/** Spec point 8: success snackbars last 3 s. */
export const SNACKBAR_MS = 3_000;

export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, duration: SNACKBAR_MS });

/** Rendered once by the app; anything may then call toaster.create(...). */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'md' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title fontSize="md">{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label="Close message" />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
