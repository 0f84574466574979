import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import './weight-step.css';

export default function WeightStepCss() {
  return (
    <div>
      <label htmlFor="weight-step-css" className="weight-step-label">
        Parcel weight (kg)
      </label>
      <NumberInput
        id="weight-step-css"
        className="weight-step-input"
        defaultValue={2.5}
        min={0.5}
        max={30}
        step={0.5}
        shiftMultiplier={4}
        slotProps={{
          input: { role: 'spinbutton' },
          incrementButton: { children: '+', 'aria-label': 'Half a kilogram more' },
          decrementButton: { children: '−', 'aria-label': 'Half a kilogram less' },
        }}
      />
    </div>
  );
}
