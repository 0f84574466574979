import * as React from 'react';
import { CssTransition } from '@mui/base/Transitions';
import { TransitionContext, useTransitionTrigger } from '@mui/base/useTransition';

// The trigger side of the transitions API: a component of your own that waits for its
// child's exit transition before unmounting it, as Popup does internally.
function Reveal({ open, children }: { open: boolean; children: React.ReactNode }) {
  const { contextValue, hasExited } = useTransitionTrigger(open);
  if (!open && hasExited) return null;
  return <TransitionContext.Provider value={contextValue}>{children}</TransitionContext.Provider>;
}

export default function CollapsibleHookTailwind() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  return (
    <div className="min-h-[120px]">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
        className="cursor-pointer rounded-lg border border-solid border-slate-500 bg-slate-100 px-3 py-1.5 text-slate-900 [font:inherit] focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-blue-300"
      >
        {open ? 'Hide' : 'Show'} delivery details
      </button>
      <Reveal open={open}>
        <CssTransition
          enterClassName="opacity-100"
          className="mt-2 max-w-[420px] rounded-lg bg-slate-100 p-3 text-slate-900 opacity-0 transition-opacity duration-200 motion-reduce:duration-[1ms]"
        >
          <div id={id}>Parcels leave the warehouse at 4 pm and arrive within two working days.</div>
        </CssTransition>
      </Reveal>
    </div>
  );
}
