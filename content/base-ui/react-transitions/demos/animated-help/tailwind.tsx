import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { WebAnimation } from './web-animation';

export default function AnimatedHelpTailwind() {
  const id = React.useId();
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  return (
    <div className="min-h-[140px]">
      <button
        ref={setAnchor}
        type="button"
        aria-expanded={open}
        aria-controls={open ? `${id}-help` : undefined}
        onClick={() => setOpen((o) => !o)}
        className="cursor-pointer rounded-md border border-solid border-slate-500 bg-white px-3 py-1.5 text-slate-900"
      >
        What is a workspace?
      </button>
      <Popup open={open} anchor={anchor} placement="bottom-start" offset={6} disablePortal className="z-10">
        <WebAnimation id={`${id}-help`} className="w-[260px] rounded-lg border border-solid border-slate-300 bg-white p-3 text-slate-900 opacity-0 shadow-lg">
          A workspace groups the projects, people and billing of one team.
        </WebAnimation>
      </Popup>
    </div>
  );
}
