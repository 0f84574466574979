import * as React from 'react';
import { FormControl } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';
import { styled } from '@mui/system';
import { StateLine } from './state-line';

const Field = styled(FormControl)({ display: 'grid', gap: 6 });

const StyledInput = styled(Input)({
  '& input': {
    boxSizing: 'border-box',
    width: '100%',
    padding: '6px 10px',
    borderRadius: 6,
    border: '1px solid #64748b',
    backgroundColor: '#fff',
    color: '#0f172a',
    font: 'inherit',
  },
  // Inside a FormControl, the focus state lives in the control (the readout below shows it); the
  // input's own :focus is the simplest hook for the ring.
  '& input:focus': { borderColor: '#1d4ed8', outline: '3px solid #bfdbfe' },
  '&.base--disabled input': {
    backgroundColor: '#e2e8f0',
    color: '#475569',
    cursor: 'not-allowed',
  },
});

export default function FieldStateReadoutSystem() {
  const id = React.useId();
  const [disabled, setDisabled] = React.useState(false);
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      <Field disabled={disabled} defaultValue="">
        <label htmlFor={id}>Nickname</label>
        <StyledInput slotProps={{ input: { id } }} />
        <StateLine />
      </Field>
      <label style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
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
