import * as React from 'react';
import { SelectOwnerState } from '@mui/base/Select';

/**
 * A custom root slot for Select: the button Select renders, plus a chevron that flips while the
 * listbox is open (ownerState.open). The owner state stays off the DOM.
 */
export const ChevronButton = React.forwardRef(function ChevronButton(
  props: React.ButtonHTMLAttributes<HTMLButtonElement> & { ownerState: SelectOwnerState<string, false> },
  ref: React.Ref<HTMLButtonElement>,
) {
  const { ownerState, children, ...other } = props;
  return (
    <button type="button" ref={ref} {...other}>
      <span>{children}</span>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden focusable="false" style={{ transform: ownerState.open ? 'rotate(180deg)' : 'none' }}>
        <path fill="currentColor" d="M7 10l5 5 5-5z" />
      </svg>
    </button>
  );
});

export const regions = [
  { value: 'eu', label: 'Europe (Frankfurt)' },
  { value: 'us', label: 'United States (Virginia)' },
  { value: 'ap', label: 'Asia Pacific (Singapore)' },
];
