import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';

const keys = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

const Pad = styled('div')({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 56px)',
  gap: 8,
});
const Key = styled(Button)({
  height: 48,
  border: '1px solid #64748b',
  borderBottomWidth: 4,
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  fontSize: 18,
  cursor: 'pointer',
  '&.base--active': {
    borderBottomWidth: 1,
    transform: 'translateY(3px)',
    backgroundColor: '#e2e8f0',
  },
  '&.base--focusVisible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
  '&.base--disabled': { color: '#64748b', cursor: 'not-allowed' },
});

export default function PressedKeysSystem() {
  const [pin, setPin] = React.useState('');
  const full = pin.length === 4;
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <output aria-live="polite">
        {full ? 'PIN complete' : `${pin.length} of 4 digits`}{' '}
        {'●'.repeat(pin.length)}
      </output>
      <Pad role="group" aria-label="Keypad">
        {keys.map((key) => (
          <Key key={key} disabled={full} onClick={() => setPin(pin + key)}>
            {key}
          </Key>
        ))}
      </Pad>
      <Key onClick={() => setPin('')} style={{ padding: '0 16px' }}>
        Clear
      </Key>
    </div>
  );
}
