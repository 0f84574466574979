import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';

const people = [
  { id: 'ada', name: 'Ada Lovelace', initials: 'AL', away: false },
  { id: 'grace', name: 'Grace Hopper', initials: 'GH', away: false },
  { id: 'alan', name: 'Alan Turing', initials: 'AT', away: true },
];

const initials =
  'me-2 inline-grid h-6 w-6 place-items-center rounded-full bg-violet-600 text-[11px] font-bold text-white';

export default function AssigneeSelectTailwind() {
  const [assignee, setAssignee] = React.useState(null);
  const person = people.find((p) => p.id === assignee);
  return (
    <div>
      <label htmlFor="assignee-select-tailwind" className="mb-1.5 block">
        Assignee
      </label>
      <Select
        id="assignee-select-tailwind"
        value={assignee}
        onChange={(_event, value) => setAssignee(value)}
        placeholder="Unassigned"
        renderValue={(option) =>
          option ? (
            <>
              <span aria-hidden="true" className={initials}>
                {people.find((p) => p.id === option.value)?.initials}
              </span>
              {option.label}
            </>
          ) : null
        }
        slotProps={{
          root: {
            className:
              'flex min-w-[240px] cursor-pointer items-center rounded-lg border border-solid border-slate-500 bg-white px-3 py-1.5 text-start font-[inherit] text-slate-900 [&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px] [&.base--focusVisible]:outline-violet-300',
          },
          popup: { disablePortal: true, className: 'z-10' },
          listbox: {
            className:
              'my-1 min-w-[240px] list-none rounded-lg border border-solid border-slate-300 bg-white p-1 text-slate-900 shadow-lg',
          },
        }}
      >
        {people.map((p) => (
          <Option
            key={p.id}
            value={p.id}
            disabled={p.away}
            label={p.name}
            className="flex cursor-pointer items-center rounded-md px-2 py-1.5 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:text-slate-600 [&.base--selected]:font-bold [&.base-Option-highlighted]:bg-violet-100"
          >
            <span aria-hidden="true" className={initials}>
              {p.initials}
            </span>
            {p.name}
            {p.away ? ' (on leave)' : ''}
          </Option>
        ))}
      </Select>
      <p className="mb-0 mt-2">
        {person ? `Assigned to ${person.name}` : 'Nobody is working on this yet.'}
      </p>
    </div>
  );
}
