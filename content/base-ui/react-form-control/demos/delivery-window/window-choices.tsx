import * as React from 'react';
import { useFormControlContext } from '@mui/base/FormControl';

export const windows = ['8–12', '12–16', '16–20'];

/**
 * A custom control: a group of native radios that takes its value, required, error and disabled
 * state from the enclosing FormControl and reports changes, focus and blur back to it.
 */
export function WindowChoices(props: { name: string; labelledBy: string; describedBy: string; className?: string }) {
  const { name, labelledBy, describedBy, className } = props;
  const context = useFormControlContext();
  if (!context) {
    throw new Error('WindowChoices must be inside a FormControl');
  }
  const { value, onChange, onFocus, onBlur, required, error, disabled } = context;
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} aria-describedby={describedBy} aria-required={required} aria-invalid={error} className={className}>
      {windows.map((slot) => (
        <label key={slot} data-checked={value === slot}>
          <input
            type="radio"
            name={name}
            value={slot}
            checked={value === slot}
            disabled={disabled}
            onChange={onChange}
            onFocus={onFocus}
            onBlur={onBlur}
          />
          {slot}
        </label>
      ))}
    </div>
  );
}
