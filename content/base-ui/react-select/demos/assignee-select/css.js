import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import './assignee-select.css';

const people = [
  { id: 'ada', name: 'Ada Lovelace', initials: 'AL', away: false },
  { id: 'grace', name: 'Grace Hopper', initials: 'GH', away: false },
  { id: 'alan', name: 'Alan Turing', initials: 'AT', away: true },
];

export default function AssigneeSelectCss() {
  const [assignee, setAssignee] = React.useState(null);
  const person = people.find((p) => p.id === assignee);
  return (
    <div>
      <label htmlFor="assignee-select-css" className="assignee-label">
        Assignee
      </label>
      <Select
        id="assignee-select-css"
        className="assignee-button"
        value={assignee}
        onChange={(_event, value) => setAssignee(value)}
        placeholder="Unassigned"
        renderValue={(option) =>
          option ? (
            <>
              <span aria-hidden="true" className="assignee-initials">
                {people.find((p) => p.id === option.value)?.initials}
              </span>
              {option.label}
            </>
          ) : null
        }
        slotProps={{
          popup: { className: 'assignee-popup' },
          listbox: { className: 'assignee-listbox' },
        }}
      >
        {people.map((p) => (
          <Option
            key={p.id}
            value={p.id}
            disabled={p.away}
            label={p.name}
            className="assignee-option"
          >
            <span aria-hidden="true" className="assignee-initials">
              {p.initials}
            </span>
            {p.name}
            {p.away ? ' (on leave)' : ''}
          </Option>
        ))}
      </Select>
      <p className="assignee-summary">
        {person ? `Assigned to ${person.name}` : 'Nobody is working on this yet.'}
      </p>
    </div>
  );
}
