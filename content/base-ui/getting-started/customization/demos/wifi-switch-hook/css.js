import * as React from 'react';
import { useSwitch } from '@mui/base/useSwitch';
import './wifi-switch-hook.css';

export default function WifiSwitchHookCss() {
  const { getInputProps, checked, focusVisible } = useSwitch({
    defaultChecked: true,
  });
  const trackClass = [
    'wifi-switch-track',
    checked && 'is-checked',
    focusVisible && 'is-focus-visible',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <label className="wifi-switch">
      <span className={trackClass}>
        {/* The input covers the track, invisible: it keeps the native checkbox semantics and keyboard. */}
        <input
          className="wifi-switch-input"
          {...getInputProps()}
          role="switch"
          aria-checked={checked}
        />
      </span>
      Wi-Fi {checked ? 'on' : 'off'}
    </label>
  );
}
