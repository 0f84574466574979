import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import { styled } from '@mui/system';

const Root = styled('span')({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  width: 40,
  height: 24,
  cursor: 'pointer',
  '& .base-Switch-track': {
    position: 'absolute',
    inset: 0,
    borderRadius: 12,
    backgroundColor: '#64748b',
  },
  '& .base-Switch-thumb': {
    position: 'absolute',
    top: 4,
    left: 4,
    width: 16,
    height: 16,
    borderRadius: '50%',
    backgroundColor: '#fff',
    transition: 'left 120ms',
  },
  '&.base--checked .base-Switch-track': { backgroundColor: '#15803d' },
  '&.base--checked .base-Switch-thumb': { left: 20 },
  '&.base--focusVisible .base-Switch-track': {
    outline: '3px solid #86efac',
    outlineOffset: 2,
  },
  '& .base-Switch-input': {
    position: 'absolute',
    inset: 0,
    margin: 0,
    opacity: 0,
    cursor: 'inherit',
  },
});

const settings = [
  'Show my profile in search',
  'Share usage statistics',
  'Allow direct messages',
];

export default function PrivacySwitchesSystem() {
  const [on, setOn] = React.useState([true, false, true]);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {settings.map((label, index) => (
        <label
          key={label}
          style={{ display: 'flex', alignItems: 'center', gap: 12 }}
        >
          <Switch
            slots={{ root: Root }}
            slotProps={{ input: { role: 'switch' } }}
            checked={on[index]}
            onChange={(event) =>
              setOn(
                on.map((value, i) => (i === index ? event.target.checked : value)),
              )
            }
          />
          {label}
        </label>
      ))}
      <p style={{ margin: 0 }}>
        {on.filter(Boolean).length} of 3 permissions granted
      </p>
    </div>
  );
}
