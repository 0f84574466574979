import * as React from 'react';
import { InputOwnerState } from '@mui/base/Input';

/**
 * A custom root slot. Input passes it the owner state; it marks the root as "raised" while the
 * input is focused or holds a value, so the label (the start adornment) can float above the text.
 */
export const FloatingRoot = React.forwardRef(function FloatingRoot(
  props: React.HTMLAttributes<HTMLDivElement> & { ownerState: InputOwnerState },
  ref: React.Ref<HTMLDivElement>,
) {
  const { ownerState, ...other } = props;
  const raised = ownerState.focused || Boolean(ownerState.value);
  return <div ref={ref} data-raised={raised} {...other} />;
});
