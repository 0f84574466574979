import * as React from 'react';
import { CssTransition } from '@mui/base/Transitions';
import { TransitionContext, useTransitionTrigger } from '@mui/base/useTransition';
import './collapsible-hook.css';

// The trigger side of the transitions API: a component of your own that waits for its
// child's exit transition before unmounting it, as Popup does internally.
function Reveal({ open, children }: { open: boolean; children: React.ReactNode }) {
  const { contextValue, hasExited } = useTransitionTrigger(open);
  if (!open && hasExited) return null;
  return <TransitionContext.Provider value={contextValue}>{children}</TransitionContext.Provider>;
}

export default function CollapsibleHookCss() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  return (
    <div className="collapsible-hook">
      <button
        type="button"
        className="collapsible-hook-trigger"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Hide' : 'Show'} delivery details
      </button>
      <Reveal open={open}>
        <CssTransition className="collapsible-hook-panel" enterClassName="collapsible-hook-panel-open">
          <div id={id}>Parcels leave the warehouse at 4 pm and arrive within two working days.</div>
        </CssTransition>
      </Reveal>
    </div>
  );
}
