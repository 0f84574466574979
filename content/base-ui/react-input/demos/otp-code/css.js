import * as React from 'react';
import { Input } from '@mui/base/Input';
import './otp-code.css';

const LENGTH = 6;

function useOtp() {
  const [digits, setDigits] = React.useState(Array(LENGTH).fill(''));
  const group = React.useRef(null);
  const focusAt = (index) => {
    const input =
      group.current?.querySelectorAll('input')[
        Math.max(0, Math.min(LENGTH - 1, index))
      ];
    input?.focus();
    input?.select();
  };
  const fill = (from, text) => {
    const incoming = text
      .replace(/\D/g, '')
      .slice(0, LENGTH - from)
      .split('');
    if (incoming.length === 0) return;
    setDigits((current) =>
      current.map((digit, index) => incoming[index - from] ?? digit),
    );
    focusAt(from + incoming.length);
  };
  const inputProps = (index) => ({
    value: digits[index],
    'aria-label': `Digit ${index + 1} of ${LENGTH}`,
    inputMode: 'numeric',
    autoComplete: index === 0 ? 'one-time-code' : 'off',
    onChange: (event) => {
      const value = event.target.value;
      if (value === '')
        setDigits((current) =>
          current.map((digit, i) => (i === index ? '' : digit)),
        );
      else fill(index, value.slice(-1));
    },
    onKeyDown: (event) => {
      if (event.key === 'Backspace' && digits[index] === '') focusAt(index - 1);
      if (event.key === 'ArrowLeft') focusAt(index - 1);
      if (event.key === 'ArrowRight') focusAt(index + 1);
    },
    // Pasting the whole code into any box spreads it over the boxes from there.
    onPaste: (event) => {
      event.preventDefault();
      fill(index, event.clipboardData.getData('text'));
    },
  });
  return { digits, group, inputProps };
}

export default function OtpCodeCss() {
  const { digits, group, inputProps } = useOtp();
  const code = digits.join('');
  return (
    <div className="otp-code">
      <span id="otp-code-css-label">
        Enter the 6-digit code we sent to your phone
      </span>
      <div
        ref={group}
        role="group"
        aria-labelledby="otp-code-css-label"
        className="otp-code-boxes"
      >
        {digits.map((_, index) => (
          <Input
            key={index}
            className="otp-code-digit"
            slotProps={{ input: inputProps(index) }}
          />
        ))}
      </div>
      <span aria-live="polite">
        {code.length === LENGTH
          ? `Code ${code} complete.`
          : `${code.length} of ${LENGTH} digits.`}
      </span>
    </div>
  );
}
