import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import { channels, submitted } from './channels';

export default function FormSwitchesTailwind() {
  const [result, setResult] = React.useState('');
  return (
    <form
      className="grid gap-2.5"
      onSubmit={(event) => {
        event.preventDefault();
        setResult(submitted(event.currentTarget));
      }}
    >
      {channels.map((channel) => (
        <label key={channel.name} className="flex items-center gap-3">
          <Switch
            defaultChecked={channel.defaultChecked}
            slotProps={{
              root: {
                className:
                  'group relative inline-block h-6 w-10 shrink-0 cursor-pointer',
              },
              track: {
                className:
                  'absolute inset-0 rounded-full bg-slate-500 group-[.base--checked]:bg-blue-700 group-[.base--focusVisible]:outline group-[.base--focusVisible]:outline-[3px] group-[.base--focusVisible]:outline-offset-2 group-[.base--focusVisible]:outline-blue-300',
              },
              thumb: {
                className:
                  'absolute left-1 top-1 h-4 w-4 rounded-full bg-white transition-all group-[.base--checked]:left-5',
              },
              // The input slot is the native checkbox: its name is what the form submits.
              input: {
                name: channel.name,
                role: 'switch',
                className: 'absolute inset-0 m-0 cursor-pointer opacity-0',
              },
            }}
          />
          {channel.label}
        </label>
      ))}
      <button
        type="submit"
        className="cursor-pointer justify-self-start rounded-md border-0 bg-blue-700 px-3.5 py-1.5 text-white"
      >
        Save
      </button>
      {result ? <p className="m-0">Submitted: {result}</p> : null}
    </form>
  );
}
