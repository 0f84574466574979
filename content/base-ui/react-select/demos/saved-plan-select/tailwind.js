import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';

const plans = [
  { id: 'starter', name: 'Starter', seats: 3 },
  { id: 'team', name: 'Team', seats: 20 },
  { id: 'business', name: 'Business', seats: 100 },
];

// A copy as it might come back from a server: equal by id, but not the same objects.
const savedPlan = { id: 'team', name: 'Team', seats: 20 };

const option =
  'cursor-pointer rounded-md px-2 py-1.5 [&.base-Option-highlighted:not(.base--selected)]:bg-slate-200 [&.base--selected]:bg-blue-700 [&.base--selected]:text-white';

export default function SavedPlanSelectTailwind() {
  const [plan, setPlan] = React.useState(savedPlan);
  return (
    <div className="grid justify-items-start gap-2">
      <label htmlFor="saved-plan-tailwind">Plan</label>
      <Select
        id="saved-plan-tailwind"
        value={plan}
        onChange={(_, value) => setPlan(value)}
        areOptionsEqual={(a, b) => a.id === b.id}
        getSerializedValue={(option) => option?.value.id ?? ''}
        name="plan"
        slotProps={{
          root: {
            className:
              'min-w-[220px] cursor-pointer rounded-lg border border-solid border-slate-500 bg-white px-3 py-2 text-start text-slate-900 [&.base--focusVisible]:outline [&.base--focusVisible]:outline-blue-200',
          },
          popup: { disablePortal: true, className: 'z-10' },
          listbox: {
            className:
              'my-1 min-w-[220px] list-none rounded-lg border border-solid border-slate-300 bg-white p-1 text-slate-900 shadow-lg',
          },
        }}
      >
        {plans.map((item) => (
          <Option key={item.id} value={item} label={item.name} className={option}>
            {item.name} ({item.seats} seats)
          </Option>
        ))}
      </Select>
      <p className="m-0">Saved plan id: {plan?.id ?? 'none'}</p>
    </div>
  );
}
