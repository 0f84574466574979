import * as React from 'react';
import { SelectOwnerState } from '@mui/base/Select';
import { CssTransition } from '@mui/base/Transitions';

type FadingListboxProps = React.HTMLAttributes<HTMLUListElement> & {
  ownerState: SelectOwnerState<string, false>;
};

/**
 * Builds a custom listbox slot whose list is wrapped in a CssTransition. The Popup around the
 * listbox runs the transition on open and waits for it to end on close.
 */
export function fadingListbox(transition: { className: string; enterClassName: string }) {
  return React.forwardRef(function FadingListbox(props: FadingListboxProps, ref: React.Ref<HTMLUListElement>) {
    const { ownerState, ...other } = props;
    return (
      <CssTransition {...transition} lastTransitionedPropertyOnExit="opacity">
        <ul ref={ref} {...other} />
      </CssTransition>
    );
  });
}

export const sizes = [
  { value: 'a5', label: 'A5 (148 × 210 mm)' },
  { value: 'a4', label: 'A4 (210 × 297 mm)' },
  { value: 'letter', label: 'Letter (8.5 × 11 in)' },
];
