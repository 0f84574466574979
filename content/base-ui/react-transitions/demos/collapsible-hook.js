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

const Panel = styled(CssTransition)({
  marginTop: 8,
  padding: 12,
  color: '#0f172a',
  backgroundColor: '#f1f5f9',
  borderRadius: 8,
  opacity: 0,
  transition: 'opacity 200ms',
  '&.is-open': { opacity: 1 },
  '@media (prefers-reduced-motion: reduce)': { transitionDuration: '1ms' },
});

export default function CollapsibleHook() {
  const [open, setOpen] = React.useState(false);
  return (
    <div style={{ minHeight: 120 }}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? 'collapsible-hook-panel' : undefined}
        onClick={() => setOpen((o) => !o)}
        style={{ font: 'inherit' }}
      >
        {open ? 'Hide' : 'Show'} delivery details
      </button>
      <Reveal open={open}>
        <Panel enterClassName="is-open" exitClassName="is-closed">
          <div id="collapsible-hook-panel">
            Parcels leave the warehouse at 4 pm and arrive within two working days.
          </div>
        </Panel>
      </Reveal>
    </div>
  );
}
