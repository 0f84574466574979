import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssAnimation } from '@mui/base/Transitions';
import { keyframes, styled } from '@mui/system';

const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.8)' },
  '70%': { opacity: 1, transform: 'scale(1.04)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

const popOut = keyframes({ to: { opacity: 0, transform: 'scale(0.9)' } });

// Keyframes suit motion a transition cannot express, like this slight overshoot.
const Bubble = styled(CssAnimation)({
  padding: '8px 12px',
  color: '#fff',
  backgroundColor: '#1e293b',
  borderRadius: 8,
  transformOrigin: 'top left',
  animationDuration: '220ms',
  animationFillMode: 'forwards',
  '&.entering': { animationName: `${popIn}` },
  '&.exiting': { animationName: `${popOut}` },
  '@media (prefers-reduced-motion: reduce)': { animationDuration: '1ms' },
});

export default function MenuKeyframesAnimation() {
  const [anchor, setAnchor] = React.useState(null);
  const [open, setOpen] = React.useState(false);
  return (
    <div style={{ minHeight: 110 }}>
      <button
        ref={setAnchor}
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        style={{ font: 'inherit' }}
      >
        {open ? 'Hide shortcut' : 'Show shortcut'}
      </button>
      <Popup open={open} anchor={anchor} placement="bottom-start" offset={8}>
        <Bubble
          enterClassName="entering"
          exitClassName="exiting"
          enterAnimationName={popIn.name}
          exitAnimationName={popOut.name}
        >
          Press Ctrl + K to search
        </Bubble>
      </Popup>
    </div>
  );
}
