import * as React from 'react';
import { useSwitch } from '@mui/base/useSwitch';

export default function WifiSwitchHookTailwind() {
  const { getInputProps, checked, focusVisible } = useSwitch({
    defaultChecked: true,
  });
  return (
    <label className="inline-flex cursor-pointer items-center gap-3">
      <span
        className={`relative h-6 w-11 rounded-xl outline-offset-2 after:absolute after:top-[3px] after:h-[18px] after:w-[18px] after:rounded-full after:bg-white after:transition-[left] after:content-[''] ${
          checked
            ? 'bg-green-700 after:left-[23px]'
            : 'bg-slate-500 after:left-[3px]'
        } ${focusVisible ? 'outline outline-[3px] outline-green-300' : ''}`}
      >
        {/* The input covers the track, invisible: it keeps the native checkbox semantics and keyboard. */}
        <input
          className="absolute inset-0 m-0 cursor-[inherit] opacity-0"
          {...getInputProps()}
          role="switch"
          aria-checked={checked}
        />
      </span>
      Wi-Fi {checked ? 'on' : 'off'}
    </label>
  );
}
