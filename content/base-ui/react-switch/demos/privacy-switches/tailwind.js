import * as React from 'react';
import { Switch } from '@mui/base/Switch';

const settings = [
  'Show my profile in search',
  'Share usage statistics',
  'Allow direct messages',
];

export default function PrivacySwitchesTailwind() {
  const [on, setOn] = React.useState([true, false, true]);
  return (
    <div className="grid gap-3">
      {settings.map((label, index) => (
        <label key={label} className="flex items-center gap-3">
          <Switch
            checked={on[index]}
            onChange={(event) =>
              setOn(
                on.map((value, i) => (i === index ? event.target.checked : value)),
              )
            }
            slotProps={{
              root: {
                className:
                  'group relative inline-block h-6 w-10 shrink-0 cursor-pointer',
              },
              track: {
                className:
                  'absolute inset-0 rounded-full bg-slate-500 group-[.base--checked]:bg-green-700 group-[.base--focusVisible]:outline group-[.base--focusVisible]:outline-green-300 group-[.base--focusVisible]:outline-offset-2',
              },
              thumb: {
                className:
                  'absolute left-1 top-1 h-4 w-4 rounded-full bg-white transition-all group-[.base--checked]:left-5',
              },
              input: {
                className: 'absolute inset-0 m-0 cursor-pointer opacity-0',
                role: 'switch',
              },
            }}
          />
          {label}
        </label>
      ))}
      <p className="m-0">{on.filter(Boolean).length} of 3 permissions granted</p>
    </div>
  );
}
