import * as React from 'react';
import { Button } from '@mui/base/Button';
import './pressed-keys.css';

const keys = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

export default function PressedKeysCss() {
  const [pin, setPin] = React.useState('');
  const full = pin.length === 4;
  return (
    <div className="pressed-keys">
      <output aria-live="polite">
        {full ? 'PIN complete' : `${pin.length} of 4 digits`} {'●'.repeat(pin.length)}
      </output>
      <div role="group" aria-label="Keypad" className="pressed-keys-pad">
        {keys.map((key) => (
          <Button key={key} className="pressed-keys-key" disabled={full} onClick={() => setPin(pin + key)}>
            {key}
          </Button>
        ))}
      </div>
      <Button className="pressed-keys-key pressed-keys-clear" onClick={() => setPin('')}>
        Clear
      </Button>
    </div>
  );
}
