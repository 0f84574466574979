import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import './budget-adornment.css';

export default function BudgetAdornmentCss() {
  return (
    <div>
      <label htmlFor="budget-adornment-css" className="budget-adornment-label">
        Monthly ad budget
      </label>
      <NumberInput
        id="budget-adornment-css"
        className="budget-adornment-input"
        defaultValue={250}
        min={0}
        step={50}
        startAdornment={
          <span className="budget-adornment-adornment budget-adornment-adornment-start">
            €
          </span>
        }
        endAdornment={<span className="budget-adornment-adornment">per month</span>}
        slotProps={{
          input: { role: 'spinbutton' },
          incrementButton: { children: '+', 'aria-label': 'Raise the budget' },
          decrementButton: { children: '−', 'aria-label': 'Lower the budget' },
        }}
      />
    </div>
  );
}
