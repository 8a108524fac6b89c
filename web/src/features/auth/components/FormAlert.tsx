import { forwardRef, type ReactNode } from 'react';
import { Alert } from '@chakra-ui/react';

interface Props {
  status: 'error' | 'success' | 'warning' | 'info';
  title: ReactNode;
  children?: ReactNode;
}

/**
 * A message above a form's buttons. Errors and warnings are role="alert" (read
 * out at once); success and info are role="status". Focusable from script
 * (tabIndex -1) so a page can move focus to it.
 */
export const FormAlert = forwardRef<HTMLDivElement, Props>(function FormAlert({ status, title, children }, ref) {
  const urgent = status === 'error' || status === 'warning';
  return (
    <Alert.Root
      ref={ref}
      status={status}
      role={urgent ? 'alert' : 'status'}
      tabIndex={-1}
      borderRadius="xl"
      fontSize="md"
      _focusVisible={{ outline: '3px solid', outlineColor: 'navy.900', outlineOffset: '2px' }}
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontSize="md" fontWeight="bold">
          {title}
        </Alert.Title>
        {children && <Alert.Description>{children}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
});
