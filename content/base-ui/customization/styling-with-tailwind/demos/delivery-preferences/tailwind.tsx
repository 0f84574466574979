import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Input } from '@mui/base/Input';
import { Switch } from '@mui/base/Switch';

export default function DeliveryPreferencesTailwind() {
  const [email, setEmail] = React.useState('');
  const [weekly, setWeekly] = React.useState(true);
  const [sent, setSent] = React.useState<string | null>(null);
  const valid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

  return (
    <form
      className="grid max-w-sm gap-4 rounded-xl border border-solid border-slate-300 bg-white p-4 text-slate-900"
      onSubmit={(event) => {
        event.preventDefault();
        setSent(`Receipts go to ${email}${weekly ? ', with a weekly summary' : ''}.`);
      }}
    >
      <label className="grid gap-1 text-sm font-semibold">
        Receipt email
        {/* 1. An arbitrary variant reads the state class Base UI puts on the root. */}
        <Input
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="rounded-lg border border-solid border-slate-400 bg-white [&.base--focused]:border-blue-700 [&.base--focused]:outline [&.base--focused]:outline-2 [&.base--focused]:outline-blue-300"
          slotProps={{ input: { className: 'w-full border-0 bg-transparent px-3 py-2 text-base text-slate-900 outline-none' } }}
        />
      </label>
      <label className="flex items-center justify-between gap-3 text-sm">
        Weekly summary
        {/* 2. `group` on the root, `group-[.base--checked]:` on the slots inside it. */}
        <Switch
          checked={weekly}
          onChange={(event) => setWeekly(event.target.checked)}
          slotProps={{
            root: { className: 'group relative inline-block h-6 w-10 shrink-0 cursor-pointer' },
            track: {
              className:
                'absolute inset-0 rounded-full bg-slate-500 group-[.base--checked]:bg-blue-700 group-[.base--focusVisible]:outline group-[.base--focusVisible]:outline-2 group-[.base--focusVisible]:outline-offset-2 group-[.base--focusVisible]:outline-blue-300',
            },
            thumb: { className: 'absolute start-1 top-1 h-4 w-4 rounded-full bg-white transition-all group-[.base--checked]:start-5' },
            input: { className: 'absolute inset-0 m-0 cursor-pointer opacity-0', role: 'switch' },
          }}
        />
      </label>
      {/* 3. A function of the owner state picks the classes: no selector needed. */}
      <Button
        type="submit"
        disabled={!valid}
        slotProps={{
          root: (state) => ({
            className: [
              'justify-self-start rounded-lg border-0 px-4 py-2 text-sm font-semibold',
              state.disabled ? 'cursor-not-allowed bg-slate-200 text-slate-600' : 'cursor-pointer bg-blue-700 text-white',
              state.focusVisible ? 'outline outline-2 outline-offset-2 outline-blue-300' : '',
              state.active ? 'translate-y-px' : '',
            ].join(' '),
          }),
        }}
      >
        Save preferences
      </Button>
      <p role="status" className="m-0 min-h-5 text-sm text-slate-700">
        {sent}
      </p>
    </form>
  );
}
