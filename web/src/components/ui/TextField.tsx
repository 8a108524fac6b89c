import { forwardRef, useId, type ReactNode } from 'react';
import { Field, Input, type InputProps } from '@chakra-ui/react';

type Props = Omit<InputProps, 'size'> & {
  label: string;
  /** The validation message; the field shows as invalid while there is one. */
  error?: string | null;
  helper?: ReactNode;
};

/** A labelled input with its error under it (Field wires the ids and aria-describedby). */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, error, helper, required, ...inputProps },
  ref,
) {
  // Field links an error only through aria-errormessage, which many screen readers
  // skip: describe the input by its error too.
  const errorId = `${useId()}-error`;
  return (
    <Field.Root invalid={Boolean(error)} required={required} ids={{ errorText: errorId }}>
      <Field.Label fontSize="md" fontWeight="semibold" color="navy.800">
        {label}
        <Field.RequiredIndicator aria-hidden="true" />
      </Field.Label>
      <Input
        ref={ref}
        size="lg"
        bg="white"
        borderColor="field.border"
        borderWidth="2px"
        _invalid={{ borderColor: 'red.600' }}
        {...(error ? { 'aria-describedby': errorId } : {})}
        {...inputProps}
      />
      {helper && !error && <Field.HelperText color="navy.600">{helper}</Field.HelperText>}
      <Field.ErrorText fontSize="sm" fontWeight="semibold" color="red.700">
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
});
