import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssAnimation } from '@mui/base/Transitions';
// Tailwind has no utility that declares keyframes: they live in plain CSS (or in the Tailwind config).
import './keyframes.css';

export default function MenuKeyframesAnimationTailwind() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  return (
    <div className="min-h-[110px]">
      <button
        ref={setAnchor}
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="cursor-pointer rounded-lg border border-solid border-slate-500 bg-slate-100 px-3 py-1.5 text-slate-900 [font:inherit] focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-blue-300"
      >
        {open ? 'Hide shortcut' : 'Show shortcut'}
      </button>
      {/* disablePortal keeps the popup inside the demo, where the Tailwind classes apply. */}
      <Popup open={open} anchor={anchor} placement="bottom-start" offset={8} disablePortal className="z-10">
        {/* Keyframes suit motion a transition cannot express, like this slight overshoot. */}
        <CssAnimation
          className="origin-top-left rounded-lg bg-slate-800 px-3 py-2 leading-normal text-white [animation-duration:220ms] [animation-fill-mode:forwards] motion-reduce:[animation-duration:1ms]"
          enterClassName="[animation-name:menu-keyframes-animation-pop-in]"
          exitClassName="[animation-name:menu-keyframes-animation-pop-out]"
          enterAnimationName="menu-keyframes-animation-pop-in"
          exitAnimationName="menu-keyframes-animation-pop-out"
        >
          Press Ctrl + K to search
        </CssAnimation>
      </Popup>
    </div>
  );
}
