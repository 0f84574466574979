import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import { ThemeThumb } from './theme-icons';

export default function ThemeSwitchTailwind() {
  const [dark, setDark] = React.useState(false);
  return (
    <div className={`grid max-w-[280px] gap-3 rounded-xl p-4 ${dark ? 'bg-slate-900 text-slate-50' : 'bg-white text-slate-900'}`}>
      <label className="flex items-center gap-3">
        <Switch
          checked={dark}
          onChange={(event) => setDark(event.target.checked)}
          slots={{ thumb: ThemeThumb }}
          slotProps={{
            root: { className: 'group relative inline-block h-7 w-[52px] shrink-0 cursor-pointer' },
            track: {
              className:
                'absolute inset-0 rounded-full bg-slate-500 group-[.base--checked]:bg-indigo-700 group-[.base--focusVisible]:outline group-[.base--focusVisible]:outline-2 group-[.base--focusVisible]:outline-offset-2 group-[.base--focusVisible]:outline-indigo-400',
            },
            thumb: {
              className:
                'absolute left-1 top-1 grid h-5 w-5 place-items-center rounded-full bg-white text-amber-700 transition-all group-[.base--checked]:left-7 group-[.base--checked]:text-indigo-700',
            },
            input: { className: 'absolute inset-0 m-0 cursor-pointer opacity-0', role: 'switch' },
          }}
        />
        Dark preview
      </label>
      <span>{dark ? 'Light text on a dark card.' : 'Dark text on a light card.'}</span>
    </div>
  );
}
