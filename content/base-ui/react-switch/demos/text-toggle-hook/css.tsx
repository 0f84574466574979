import * as React from 'react';
import { useSwitch } from '@mui/base/useSwitch';
import './text-toggle-hook.css';

export default function TextToggleHookCss() {
  const [darkMap, setDarkMap] = React.useState(false);
  const { getInputProps, checked, focusVisible } = useSwitch({
    checked: darkMap,
    onChange: (event) => setDarkMap(event.target.checked),
  });
  const classes = [
    'text-toggle-hook-frame',
    checked && 'text-toggle-hook-on',
    focusVisible && 'text-toggle-hook-focus-visible',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <label className="text-toggle-hook">
      <span className={classes}>
        <input {...getInputProps()} role="switch" aria-checked={checked} className="text-toggle-hook-input" />
        {checked ? 'On' : 'Off'}
      </span>
      Dark map tiles
    </label>
  );
}
