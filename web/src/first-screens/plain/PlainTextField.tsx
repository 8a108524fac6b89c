import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { plain } from './plain-classes';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & { label: string };

/**
 * A labelled input drawn as TextField (components/ui/TextField.tsx) draws one without an error or
 * helper: the same elements, ids and attributes as Chakra's Field, without Chakra at run time
 * (docs/decisions.md#d78). For the login form; the other forms keep TextField.
 */
export const PlainTextField = forwardRef<HTMLInputElement, Props>(function PlainTextField({ label, ...inputProps }, ref) {
  const id = useId();
  return (
    <div data-scope="field" data-part="root" id={`field::${id}`} role="group" className={plain.field}>
      <label data-scope="field" data-part="label" id={`field::${id}::label`} htmlFor={id} className={plain.fieldLabel}>
        {label}
      </label>
      <input ref={ref} id={id} data-scope="field" data-part="input" className={plain.fieldInput} {...inputProps} />
    </div>
  );
});
