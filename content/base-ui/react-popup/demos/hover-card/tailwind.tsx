import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssTransition } from '@mui/base/Transitions';
import { useHoverOpen } from './use-hover-open';

export default function HoverCardTailwind() {
  const id = React.useId();
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const { open, triggerProps } = useHoverOpen();
  return (
    <div className="mb-[120px] max-w-[420px] rounded-xl bg-white p-4 text-slate-900">
      Reviewed by{' '}
      <button
        ref={setAnchor}
        type="button"
        aria-describedby={open ? `${id}-card` : undefined}
        className="cursor-pointer border-0 bg-transparent p-0 font-semibold text-blue-700 underline"
        {...triggerProps}
      >
        Ada Okafor
      </button>{' '}
      on 17 April.
      <Popup open={open} anchor={anchor} placement="bottom-start" offset={6} disablePortal className="z-10">
        <CssTransition
          enterClassName="!translate-y-0 !opacity-100"
          lastTransitionedPropertyOnExit="opacity"
          className="block w-60 translate-y-1 rounded-lg border border-solid border-slate-300 bg-white p-3 text-slate-900 opacity-0 shadow-lg transition-[opacity,transform] duration-150 motion-reduce:duration-[1ms]"
        >
          <div id={`${id}-card`} role="tooltip">
            Ada Okafor, design systems lead. 212 reviews this year.
          </div>
        </CssTransition>
      </Popup>
    </div>
  );
}
