import * as React from 'react';
import { Select as BaseSelect } from '@mui/base/Select';
import { Option as BaseOption } from '@mui/base/Option';
import { styled } from '@mui/system';

const plans = [
  { id: 'starter', name: 'Starter', seats: 3 },
  { id: 'team', name: 'Team', seats: 20 },
  { id: 'business', name: 'Business', seats: 100 },
];

// A copy as it might come back from a server: equal by id, but not the same objects.
const savedPlan = { id: 'team', name: 'Team', seats: 20 };

const Select = styled(BaseSelect)({
  minWidth: 220,
  padding: '8px 12px',
  borderRadius: 8,
  border: '1px solid #64748b',
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  '&.base--focusVisible': { outline: '3px solid #bfdbfe' },
});

const Listbox = styled('ul')({
  minWidth: 220,
  margin: '4px 0',
  padding: 4,
  listStyle: 'none',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '0 4px 16px rgb(15 23 42 / 0.15)',
  zIndex: 1300,
});

const Option = styled(BaseOption)({
  padding: '6px 8px',
  borderRadius: 6,
  cursor: 'pointer',
  '&.base-Option-highlighted': { backgroundColor: '#e2e8f0' },
  '&.base--selected': { backgroundColor: '#1d4ed8', color: '#fff' },
});

export default function SavedPlanSelectSystem() {
  const [plan, setPlan] = React.useState(savedPlan);
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <label htmlFor="saved-plan-system">Plan</label>
      <Select
        id="saved-plan-system"
        value={plan}
        onChange={(_, value) => setPlan(value)}
        areOptionsEqual={(a, b) => a.id === b.id}
        getSerializedValue={(option) => option?.value.id ?? ''}
        name="plan"
        slots={{ listbox: Listbox }}
      >
        {plans.map((item) => (
          <Option key={item.id} value={item} label={item.name}>
            {item.name} ({item.seats} seats)
          </Option>
        ))}
      </Select>
      <p style={{ margin: 0 }}>Saved plan id: {plan?.id ?? 'none'}</p>
    </div>
  );
}
