import * as React from 'react';
import { Switch, switchClasses } from '@mui/base/Switch';

// Tailwind only sees class names written out, so the state variants spell the strings the class
// objects hold: `group-[.base--checked]` is `switchClasses.checked`, `base--focusVisible` is
// `switchClasses.focusVisible`. The objects still name them in code, as in the line below.
// Colours are the theme's CSS variables, so the switch follows light and dark mode.
export default function ClassObjectsSwitchTailwind() {
  const [on, setOn] = React.useState(true);
  return (
    <div>
      <label className="inline-flex items-center gap-3">
        <Switch
          checked={on}
          onChange={(event) => setOn(event.target.checked)}
          slotProps={{
            root: {
              className: 'group relative inline-block h-6 w-11 cursor-pointer',
            },
            track: {
              className:
                'absolute inset-0 rounded-xl bg-[color:var(--mui-palette-grey-600)] group-[.base--checked]:bg-[color:var(--mui-palette-primary-main)] group-[.base--focusVisible]:outline group-[.base--focusVisible]:outline-[3px] group-[.base--focusVisible]:outline-offset-2 group-[.base--focusVisible]:outline-[color:var(--mui-palette-primary-main)]',
            },
            thumb: {
              className:
                'absolute start-1 top-1 h-4 w-4 rounded-full bg-[color:var(--mui-palette-common-white)] transition-[inset-inline-start] duration-[120ms] group-[.base--checked]:start-6 group-[.base--checked]:bg-[color:var(--mui-palette-primary-contrastText)]',
            },
            input: {
              role: 'switch',
              className: 'absolute inset-0 m-0 cursor-[inherit] opacity-0',
            },
          }}
        />
        Dark code blocks
      </label>
      <p className="mb-0">
        <code>switchClasses.checked</code> is <code>{switchClasses.checked}</code>;
        the root now has it: {on ? 'yes' : 'no'}.
      </p>
    </div>
  );
}
