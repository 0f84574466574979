import * as React from 'react';
import { SwitchOwnerState } from '@mui/base/Switch';

/** A custom thumb slot: Switch passes it the owner state, which must not reach the DOM. */
export const ThemeThumb = React.forwardRef(function ThemeThumb(
  props: React.HTMLAttributes<HTMLSpanElement> & { ownerState: SwitchOwnerState },
  ref: React.Ref<HTMLSpanElement>,
) {
  const { ownerState, ...other } = props;
  return (
    <span ref={ref} {...other}>
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden focusable="false">
        {ownerState.checked ? (
          <path fill="currentColor" d="M20 15.3A8.5 8.5 0 0 1 8.7 4a8.5 8.5 0 1 0 11.3 11.3Z" />
        ) : (
          <circle cx="12" cy="12" r="5" fill="currentColor" />
        )}
      </svg>
    </span>
  );
});
