import { Portal, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { uiMessages } from '../messages';
import { useToastClearance } from './toast-clearance';
import { toaster } from './toaster';

/** Rendered once by the app; shows what anything created with toaster.create(...). */
export function Toaster() {
  const intl = useIntl();
  useToastClearance();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={intl.formatMessage(uiMessages.toastRegion)}>
        {(toast) => (
          <Toast.Root width={{ md: 'xs' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title fontSize="md">{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label={intl.formatMessage(uiMessages.closeMessage)} />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
