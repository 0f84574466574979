import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssTransition } from '@mui/base/Transitions';

const notices = [
  'Ada commented on your pull request',
  'Your export is ready to download',
];

export default function NotificationsFadeTailwind() {
  const [anchor, setAnchor] = React.useState(null);
  const [open, setOpen] = React.useState(false);
  return (
    <div className="min-h-[150px]">
      <button
        ref={setAnchor}
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="cursor-pointer rounded-lg border border-solid border-slate-500 bg-slate-100 px-3 py-1.5 font-[inherit] text-slate-900"
      >
        Notifications ({notices.length})
      </button>
      <Popup
        open={open}
        anchor={anchor}
        placement="bottom-start"
        offset={6}
        disablePortal
        className="z-10"
      >
        <CssTransition
          enterClassName="!opacity-100 ![transform:none]"
          exitClassName="close"
          lastTransitionedPropertyOnExit="transform"
          className="w-[260px] -translate-y-2 scale-95 rounded-lg border border-solid border-slate-300 bg-white p-3 text-slate-900 opacity-0 shadow-lg transition-[opacity,transform] duration-200 ease-out motion-reduce:duration-[1ms]"
        >
          <ul className="m-0 ps-5">
            {notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        </CssTransition>
      </Popup>
    </div>
  );
}
