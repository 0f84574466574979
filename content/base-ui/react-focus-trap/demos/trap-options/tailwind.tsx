import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import { flagNames, initialFlags, type Flags } from './flags';

const button =
  'cursor-pointer justify-self-start rounded-md [font:inherit] border border-solid border-slate-500 bg-white px-3 py-1.5 text-slate-900 hover:bg-slate-100 focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-blue-300 aria-pressed:border-blue-700 aria-pressed:bg-blue-700 aria-pressed:text-white';

export default function TrapOptionsTailwind() {
  const [open, setOpen] = React.useState(false);
  const [flags, setFlags] = React.useState<Flags>(initialFlags);
  return (
    <div className="grid gap-3">
      <fieldset className="m-0 rounded-lg border border-solid border-slate-500 px-3 pb-3 pt-2">
        <legend>Options</legend>
        {flagNames.map((name) => (
          <label key={name} className="flex items-center gap-2 py-0.5">
            <input
              type="checkbox"
              checked={flags[name]}
              onChange={(event) => setFlags({ ...flags, [name]: event.target.checked })}
            />
            <code className="text-[14px]">{name}</code>
          </label>
        ))}
      </fieldset>
      <button type="button" className={button} onClick={() => setOpen((o) => !o)} aria-pressed={open}>
        {open ? 'Release the trap' : 'Trap focus in the box'}
      </button>
      <FocusTrap open={open} {...flags}>
        <div
          tabIndex={-1}
          role="group"
          aria-label="Trapped box"
          className={`flex flex-wrap gap-2 rounded-lg border-2 p-3 focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-blue-300 ${
            open ? 'border-solid border-blue-700' : 'border-dashed border-slate-500'
          }`}
        >
          <button type="button" className={button}>
            First
          </button>
          <button type="button" className={button}>
            Second
          </button>
          <button type="button" className={button} onClick={() => setOpen(false)}>
            Release
          </button>
        </div>
      </FocusTrap>
      <button type="button" className={button}>
        Outside the box
      </button>
    </div>
  );
}
