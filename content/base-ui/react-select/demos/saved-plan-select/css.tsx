import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import './saved-plan-select.css';

type Plan = { id: string; name: string; seats: number };

const plans: Plan[] = [
  { id: 'starter', name: 'Starter', seats: 3 },
  { id: 'team', name: 'Team', seats: 20 },
  { id: 'business', name: 'Business', seats: 100 },
];

// A copy as it might come back from a server: equal by id, but not the same objects.
const savedPlan: Plan = { id: 'team', name: 'Team', seats: 20 };

export default function SavedPlanSelectCss() {
  const [plan, setPlan] = React.useState<Plan | null>(savedPlan);
  return (
    <div className="saved-plan-select">
      <label htmlFor="saved-plan-css">Plan</label>
      <Select<Plan, false>
        id="saved-plan-css"
        value={plan}
        onChange={(_, value) => setPlan(value)}
        areOptionsEqual={(a, b) => a.id === b.id}
        getSerializedValue={(option) => option?.value.id ?? ''}
        name="plan"
        className="saved-plan-select-button"
        slotProps={{
          listbox: { className: 'saved-plan-select-listbox' },
          popup: { className: 'saved-plan-select-popup' },
        }}
      >
        {plans.map((item) => (
          <Option key={item.id} value={item} label={item.name}>
            {item.name} ({item.seats} seats)
          </Option>
        ))}
      </Select>
      <p className="saved-plan-select-note">Saved plan id: {plan?.id ?? 'none'}</p>
    </div>
  );
}
