import { Unstable_NumberInput as BaseNumberInput } from '@mui/base/Unstable_NumberInput';
import { styled } from '@mui/system';

const NumberInput = styled(BaseNumberInput)({
  display: 'inline-flex',
  alignItems: 'center',
  overflow: 'hidden',
  border: '1px solid #64748b',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  '&.base--focused': { borderColor: '#1d4ed8', outline: '3px solid #bfdbfe' },
  '& .base-NumberInput-input': {
    order: 2,
    width: 72,
    padding: '8px 4px',
    border: 0,
    outline: 0,
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'center',
  },
  '& button': {
    width: 36,
    height: 38,
    border: 0,
    backgroundColor: '#e2e8f0',
    color: '#0f172a',
    fontSize: 18,
    cursor: 'pointer',
    '&:disabled': { color: '#64748b', cursor: 'not-allowed' },
  },
  '& .base-NumberInput-decrementButton': { order: 1 },
  '& .base-NumberInput-incrementButton': { order: 4 },
  '& .adornment': { order: 3, padding: '0 8px', color: '#334155' },
  '& .adornment-start': { order: 1, paddingInlineStart: 12 },
});

export default function BudgetAdornmentSystem() {
  return (
    <div>
      <label
        htmlFor="budget-adornment-system"
        style={{ display: 'block', marginBottom: 6 }}
      >
        Monthly ad budget
      </label>
      <NumberInput
        id="budget-adornment-system"
        defaultValue={250}
        min={0}
        step={50}
        startAdornment={<span className="adornment adornment-start">€</span>}
        endAdornment={<span className="adornment">per month</span>}
        slotProps={{
          input: { role: 'spinbutton' },
          incrementButton: { children: '+', 'aria-label': 'Raise the budget' },
          decrementButton: { children: '−', 'aria-label': 'Lower the budget' },
        }}
      />
    </div>
  );
}
