import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';
import { styled } from '@mui/system';

const StyledInput = styled(Input)({
  '& input': {
    padding: '6px 10px',
    borderRadius: 6,
    border: '1px solid #64748b',
    backgroundColor: '#fff',
    color: '#0f172a',
    font: 'inherit',
  },
  '&.base--disabled input': { backgroundColor: '#e2e8f0', color: '#475569' },
});

function StateLine() {
  const state = useFormControlContext();
  if (!state) return null;
  return (
    <code aria-live="polite">
      filled: {String(state.filled)} · focused: {String(state.focused)} · disabled:{' '}
      {String(state.disabled)}
    </code>
  );
}

export default function FieldStateReadout() {
  const [disabled, setDisabled] = React.useState(false);
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 420 }}>
      <FormControl disabled={disabled} defaultValue="">
        <label htmlFor="nickname" style={{ display: 'block' }}>
          Nickname
        </label>
        <StyledInput slotProps={{ input: { id: 'nickname' } }} />
        <div style={{ marginTop: 8 }}>
          <StateLine />
        </div>
      </FormControl>
      <label>
        <input
          type="checkbox"
          checked={disabled}
          onChange={(event) => setDisabled(event.target.checked)}
        />{' '}
        Disable the field
      </label>
    </div>
  );
}
