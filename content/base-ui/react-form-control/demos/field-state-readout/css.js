import * as React from 'react';
import { FormControl } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';
import { StateLine } from './state-line';
import './field-state-readout.css';

export default function FieldStateReadoutCss() {
  const id = React.useId();
  const [disabled, setDisabled] = React.useState(false);
  return (
    <div className="field-state-readout">
      <FormControl
        disabled={disabled}
        defaultValue=""
        className="field-state-readout-control"
      >
        <label htmlFor={id}>Nickname</label>
        <Input
          className="field-state-readout-input"
          slotProps={{
            input: { id, className: 'field-state-readout-input-element' },
          }}
        />
        <StateLine />
      </FormControl>
      <label className="field-state-readout-toggle">
        <input
          type="checkbox"
          checked={disabled}
          onChange={(event) => setDisabled(event.target.checked)}
        />
        Disable the field
      </label>
    </div>
  );
}
