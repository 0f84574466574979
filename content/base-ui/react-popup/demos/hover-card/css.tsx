import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssTransition } from '@mui/base/Transitions';
import { useHoverOpen } from './use-hover-open';
import './hover-card.css';

export default function HoverCardCss() {
  const id = React.useId();
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const { open, triggerProps } = useHoverOpen();
  return (
    <div className="hover-card-text">
      Reviewed by{' '}
      <button
        ref={setAnchor}
        type="button"
        aria-describedby={open ? `${id}-card` : undefined}
        className="hover-card-trigger"
        {...triggerProps}
      >
        Ada Okafor
      </button>{' '}
      on 17 April.
      <Popup open={open} anchor={anchor} placement="bottom-start" offset={6}>
        <CssTransition
          className="hover-card"
          enterClassName="hover-card-open"
          lastTransitionedPropertyOnExit="opacity"
        >
          <div id={`${id}-card`} role="tooltip">
            Ada Okafor, design systems lead. 212 reviews this year.
          </div>
        </CssTransition>
      </Popup>
    </div>
  );
}
