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

const Trigger = styled('button')({
  padding: '6px 12px',
  border: '1px solid #64748b',
  borderRadius: 8,
  backgroundColor: '#f1f5f9',
  color: '#0f172a',
  font: 'inherit',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
});

// Keyframes suit motion a transition cannot express, like this slight overshoot.
const Bubble = styled(CssAnimation)({
  padding: '8px 12px',
  borderRadius: 8,
  lineHeight: 1.5,
  backgroundColor: '#1e293b',
  color: '#fff',
  transformOrigin: 'top left',
  animationDuration: '220ms',
  animationFillMode: 'forwards',
  '&.entering': { animationName: `${popIn}` },
  '&.exiting': { animationName: `${popOut}` },
  '@media (prefers-reduced-motion: reduce)': { animationDuration: '1ms' },
});

export default function MenuKeyframesAnimationSystem() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  return (
    <div style={{ minHeight: 110 }}>
      <Trigger ref={setAnchor} type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {open ? 'Hide shortcut' : 'Show shortcut'}
      </Trigger>
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
