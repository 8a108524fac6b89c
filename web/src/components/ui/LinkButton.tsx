import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { wrapsWhenNarrow } from './narrow-button';

type LinkButtonProps = Omit<ButtonProps, 'asChild' | 'type' | 'children'> & {
  to: string;
  children: ReactNode;
};

/** Looks like a big button, is one focusable <a> (role link) that navigates client-side. */
export function LinkButton({ to, children, ...buttonProps }: LinkButtonProps) {
  return (
    // type={undefined}: Chakra's Button adds type="button", which is wrong on an <a>.
    // Its words wrap on a narrow window rather than reach past it (WCAG 1.4.10).
    <Button asChild type={undefined} css={wrapsWhenNarrow(typeof buttonProps.minH === 'string' ? buttonProps.minH : undefined)} {...buttonProps}>
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}
