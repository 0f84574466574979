import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { styled } from '@mui/system';

const people = [
  { id: 'ada', name: 'Ada Lovelace', initials: 'AL', away: false },
  { id: 'grace', name: 'Grace Hopper', initials: 'GH', away: false },
  { id: 'alan', name: 'Alan Turing', initials: 'AT', away: true },
];

const Initials = styled('span')({
  display: 'inline-grid',
  placeItems: 'center',
  width: 24,
  height: 24,
  marginInlineEnd: 8,
  borderRadius: '50%',
  fontSize: 11,
  fontWeight: 700,
  color: '#fff',
  backgroundColor: '#7c3aed',
});

const Button = styled('button')({
  display: 'flex',
  alignItems: 'center',
  minWidth: 240,
  padding: '6px 12px',
  font: 'inherit',
  textAlign: 'start',
  color: '#0f172a',
  backgroundColor: '#fff',
  border: '1px solid #64748b',
  borderRadius: 8,
  cursor: 'pointer',
  '&.base--focusVisible': { outline: '3px solid #c4b5fd' },
});

const Listbox = styled('ul')({
  minWidth: 240,
  margin: '4px 0',
  padding: 4,
  listStyle: 'none',
  color: '#0f172a',
  backgroundColor: '#fff',
  border: '1px solid #cbd5e1',
  borderRadius: 8,
  boxShadow: '0 8px 24px rgb(15 23 42 / 0.15)',
});

const Item = styled(Option)({
  display: 'flex',
  alignItems: 'center',
  padding: '6px 8px',
  borderRadius: 6,
  cursor: 'pointer',
  '&.base-Option-highlighted': { backgroundColor: '#ede9fe' },
  '&.base--selected': { fontWeight: 700 },
  '&.base--disabled': { color: '#475569', cursor: 'not-allowed' },
});

export default function AssigneeSelectSystem() {
  const [assignee, setAssignee] = React.useState(null);
  const person = people.find((p) => p.id === assignee);
  return (
    <div>
      <label
        htmlFor="assignee-select-system"
        style={{ display: 'block', marginBottom: 6 }}
      >
        Assignee
      </label>
      <Select
        id="assignee-select-system"
        value={assignee}
        onChange={(_event, value) => setAssignee(value)}
        placeholder="Unassigned"
        slots={{ root: Button, listbox: Listbox }}
        slotProps={{ popup: { style: { zIndex: 1 } } }}
        renderValue={(option) =>
          option ? (
            <>
              <Initials aria-hidden="true">
                {people.find((p) => p.id === option.value)?.initials}
              </Initials>
              {option.label}
            </>
          ) : null
        }
      >
        {people.map((p) => (
          <Item key={p.id} value={p.id} disabled={p.away} label={p.name}>
            <Initials aria-hidden="true">{p.initials}</Initials>
            {p.name}
            {p.away ? ' (on leave)' : ''}
          </Item>
        ))}
      </Select>
      <p style={{ margin: '8px 0 0' }}>
        {person ? `Assigned to ${person.name}` : 'Nobody is working on this yet.'}
      </p>
    </div>
  );
}
