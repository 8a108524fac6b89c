import { forwardRef, useId } from 'react';
import { Field, Input, type InputProps } from '@chakra-ui/react';

type Props = Omit<InputProps, 'size'> & { label: string; error?: string };

/** A labelled name input with its message right under it, described by it for screen readers. */
export const NameField = forwardRef<HTMLInputElement, Props>(function NameField({ label, error, ...inputProps }, ref) {
  const errorId = `${useId()}-error`;
  return (
    <Field.Root invalid={Boolean(error)} required ids={{ errorText: errorId }}>
      <Field.Label fontSize="md" fontWeight="semibold" color="navy.800">
        {label}
        <Field.RequiredIndicator aria-hidden="true" />
      </Field.Label>
      <Input
        ref={ref}
        size="lg"
        bg="white"
        borderColor="navy.300"
        borderWidth="2px"
        _invalid={{ borderColor: 'red.600' }}
        autoComplete="off"
        {...(error ? { 'aria-describedby': errorId } : {})}
        {...inputProps}
      />
      <Field.ErrorText fontSize="sm" fontWeight="semibold" color="red.700">
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
});
