import * as React from 'react';
import { Button } from '@mui/base/Button';

const keys = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
const key =
  'h-12 cursor-pointer rounded-lg border border-b-4 border-solid border-slate-500 bg-white text-lg text-slate-900 [&.base--active]:translate-y-[3px] [&.base--active]:border-b [&.base--active]:bg-slate-200 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:text-slate-500 [&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px] [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300';

export default function PressedKeysTailwind() {
  const [pin, setPin] = React.useState('');
  const full = pin.length === 4;
  return (
    <div className="grid justify-items-start gap-3">
      <output aria-live="polite">
        {full ? 'PIN complete' : `${pin.length} of 4 digits`}{' '}
        {'●'.repeat(pin.length)}
      </output>
      <div
        role="group"
        aria-label="Keypad"
        className="grid grid-cols-[repeat(3,56px)] gap-2"
      >
        {keys.map((digit) => (
          <Button
            key={digit}
            disabled={full}
            onClick={() => setPin(pin + digit)}
            className={key}
          >
            {digit}
          </Button>
        ))}
      </div>
      <Button onClick={() => setPin('')} className={`${key} px-4`}>
        Clear
      </Button>
    </div>
  );
}
