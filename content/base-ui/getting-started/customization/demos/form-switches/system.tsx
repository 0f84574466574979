import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import { styled } from '@mui/system';
import { channels, submitted } from './channels';

const Toggle = styled(Switch)({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  width: 40,
  height: 24,
  cursor: 'pointer',
  '& .base-Switch-track': { position: 'absolute', inset: 0, borderRadius: 12, backgroundColor: '#64748b' },
  '&.base--checked .base-Switch-track': { backgroundColor: '#1d4ed8' },
  '&.base--focusVisible .base-Switch-track': { outline: '3px solid #93c5fd', outlineOffset: 2 },
  '& .base-Switch-thumb': { position: 'absolute', top: 4, left: 4, width: 16, height: 16, borderRadius: '50%', backgroundColor: '#fff', transition: 'left 150ms' },
  '&.base--checked .base-Switch-thumb': { left: 20 },
  '& .base-Switch-input': { position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' },
});
const Save = styled('button')({
  justifySelf: 'start',
  padding: '6px 14px',
  border: 0,
  borderRadius: 6,
  backgroundColor: '#1d4ed8',
  color: '#fff',
  font: 'inherit',
  cursor: 'pointer',
});

export default function FormSwitchesSystem() {
  const [result, setResult] = React.useState('');
  return (
    <form
      style={{ display: 'grid', gap: 10 }}
      onSubmit={(event) => {
        event.preventDefault();
        setResult(submitted(event.currentTarget));
      }}
    >
      {channels.map((channel) => (
        <label key={channel.name} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <Toggle defaultChecked={channel.defaultChecked} slotProps={{ input: { name: channel.name, role: 'switch' } }} />
          {channel.label}
        </label>
      ))}
      <Save type="submit">Save</Save>
      {result ? <p style={{ margin: 0 }}>Submitted: {result}</p> : null}
    </form>
  );
}
