import * as React from 'react';
import { useSwitch } from '@mui/base/useSwitch';

export default function TextToggleHookTailwind() {
  const [darkMap, setDarkMap] = React.useState(false);
  const { getInputProps, checked, focusVisible } = useSwitch({
    checked: darkMap,
    onChange: (event) => setDarkMap(event.target.checked),
  });
  const look = checked ? 'border-slate-900 bg-slate-900 text-white' : 'border-slate-600 bg-white text-slate-900';
  const focus = focusVisible ? 'outline outline-[3px] outline-offset-2 outline-blue-300' : '';
  return (
    <label className="flex items-center gap-3">
      <span
        className={`relative inline-block min-w-12 rounded-md border-2 border-solid px-2.5 py-1 text-center font-bold ${look} ${focus}`}
      >
        <input
          {...getInputProps()}
          role="switch"
          aria-checked={checked}
          className="absolute inset-0 m-0 cursor-pointer opacity-0"
        />
        {checked ? 'On' : 'Off'}
      </span>
      Dark map tiles
    </label>
  );
}
