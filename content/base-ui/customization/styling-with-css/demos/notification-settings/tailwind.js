import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Switch } from '@mui/base/Switch';

const channels = [
  { id: 'email', label: 'Email me a daily summary' },
  { id: 'push', label: 'Push notifications for mentions' },
  { id: 'sms', label: 'Text messages for failed payments' },
];

// Utilities go on each slot; the root's state classes reach the inner slots through `group`.
const switchSlotProps = {
  root: { className: 'group relative h-6 w-10 shrink-0 cursor-pointer' },
  track: {
    className:
      'absolute inset-0 rounded-xl bg-slate-500 group-[.base--checked]:bg-blue-700 group-[.base--focusVisible]:outline group-[.base--focusVisible]:outline-[3px] group-[.base--focusVisible]:outline-offset-2 group-[.base--focusVisible]:outline-blue-300',
  },
  thumb: {
    className:
      'absolute start-1 top-1 h-4 w-4 rounded-full bg-white transition-[inset-inline-start] duration-[120ms] ease-[ease] group-[.base--checked]:start-5',
  },
  input: {
    className: 'absolute inset-0 m-0 cursor-[inherit] opacity-0',
    role: 'switch',
  },
};

export default function NotificationSettingsTailwind() {
  const [saved, setSaved] = React.useState({ email: true, push: false, sms: false });
  const [draft, setDraft] = React.useState(saved);
  const changed = channels.some(({ id }) => draft[id] !== saved[id]);

  return (
    <form
      className="grid max-w-[380px] gap-3 rounded-xl border border-solid border-slate-300 bg-white p-4 text-slate-900"
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(draft);
      }}
    >
      <h3 className="m-0 text-[1rem]">Notifications</h3>
      {channels.map(({ id, label }) => (
        <label key={id} className="flex items-center justify-between gap-4">
          {label}
          <Switch
            checked={draft[id]}
            onChange={(event) => setDraft({ ...draft, [id]: event.target.checked })}
            slotProps={switchSlotProps}
          />
        </label>
      ))}
      <Button
        type="submit"
        disabled={!changed}
        className="cursor-pointer justify-self-start rounded-lg border-0 bg-blue-700 px-4 py-2 font-semibold text-white [font-family:inherit] [font-size:inherit] [line-height:inherit] [&.base--disabled]:cursor-default [&.base--disabled]:bg-slate-200 [&.base--disabled]:text-slate-600 [&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px] [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300"
      >
        {changed ? 'Save changes' : 'All changes saved'}
      </Button>
    </form>
  );
}
