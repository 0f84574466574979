import * as React from 'react';
import { CssTransition } from '@mui/base/Transitions';
import { TransitionContext, useTransitionTrigger } from '@mui/base/useTransition';
import { styled } from '@mui/system';

// The trigger side of the transitions API: a component of your own that waits for its
// child's exit transition before unmounting it, as Popup does internally.
function Reveal({ open, children }) {
  const { contextValue, hasExited } = useTransitionTrigger(open);
  if (!open && hasExited) return null;
  return (
    <TransitionContext.Provider value={contextValue}>
      {children}
    </TransitionContext.Provider>
  );
}

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

const Panel = styled(CssTransition)({
  maxWidth: 420,
  marginTop: 8,
  padding: 12,
  borderRadius: 8,
  backgroundColor: '#f1f5f9',
  color: '#0f172a',
  opacity: 0,
  transition: 'opacity 200ms',
  '&.is-open': { opacity: 1 },
  '@media (prefers-reduced-motion: reduce)': { transitionDuration: '1ms' },
});

export default function CollapsibleHookSystem() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  return (
    <div style={{ minHeight: 120 }}>
      <Trigger
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Hide' : 'Show'} delivery details
      </Trigger>
      <Reveal open={open}>
        <Panel enterClassName="is-open">
          <div id={id}>
            Parcels leave the warehouse at 4 pm and arrive within two working days.
          </div>
        </Panel>
      </Reveal>
    </div>
  );
}
