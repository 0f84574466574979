import * as React from 'react';
import Grow from '@mui/material/Grow';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { useTransitionStateManager } from '@mui/base/useTransition';

// Connects Material UI's Grow (React Transition Group) to Base UI's transitions API.
function MaterialGrow({ children }) {
  const { requestedEnter, onExited } = useTransitionStateManager();
  return (
    <Grow
      in={requestedEnter}
      onExited={onExited}
      appear
      style={{ transformOrigin: 'top left' }}
    >
      {children}
    </Grow>
  );
}

export default function MaterialGrowBridgeTailwind() {
  const [anchor, setAnchor] = React.useState(null);
  const [open, setOpen] = React.useState(false);
  return (
    <div className="min-h-[130px]">
      <button
        ref={setAnchor}
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="cursor-pointer rounded-lg border border-solid border-slate-500 bg-slate-100 px-3 py-1.5 text-slate-900 [font:inherit] focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-blue-300"
      >
        Keyboard shortcuts
      </button>
      {/* disablePortal keeps the popup inside the demo, where the Tailwind classes apply. */}
      <Popup
        open={open}
        anchor={anchor}
        placement="bottom-start"
        offset={6}
        disablePortal
        className="z-10"
      >
        <MaterialGrow>
          <div className="rounded-lg border border-solid border-slate-300 bg-white p-3 leading-normal text-slate-900 shadow-[0_8px_24px_rgb(15_23_42_/_0.18)]">
            Ctrl + K: search
            <br />
            Shift + ?: all shortcuts
          </div>
        </MaterialGrow>
      </Popup>
    </div>
  );
}
