import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssAnimation } from '@mui/base/Transitions';
import './keyframes.css';
import './menu-keyframes-animation.css';

export default function MenuKeyframesAnimationCss() {
  const [anchor, setAnchor] = React.useState(null);
  const [open, setOpen] = React.useState(false);
  return (
    <div className="menu-keyframes-animation">
      <button
        ref={setAnchor}
        type="button"
        className="menu-keyframes-animation-trigger"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Hide shortcut' : 'Show shortcut'}
      </button>
      <Popup open={open} anchor={anchor} placement="bottom-start" offset={8}>
        <CssAnimation
          className="menu-keyframes-animation-bubble"
          enterClassName="menu-keyframes-animation-entering"
          exitClassName="menu-keyframes-animation-exiting"
          enterAnimationName="menu-keyframes-animation-pop-in"
          exitAnimationName="menu-keyframes-animation-pop-out"
        >
          Press Ctrl + K to search
        </CssAnimation>
      </Popup>
    </div>
  );
}
