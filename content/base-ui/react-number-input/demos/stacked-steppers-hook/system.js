import * as React from 'react';
import { unstable_useNumberInput as useNumberInput } from '@mui/base/unstable_useNumberInput';
import { styled } from '@mui/system';

const Root = styled('div')({
  display: 'inline-grid',
  gridTemplateColumns: '80px 28px',
  gridTemplateRows: '20px 20px',
  marginTop: 6,
  border: '1px solid #64748b',
  borderRadius: 6,
  backgroundColor: '#fff',
  color: '#0f172a',
  overflow: 'hidden',
  '&.focused': { borderColor: '#1d4ed8', outline: '3px solid #bfdbfe' },
  '& input': {
    gridRow: '1 / 3',
    minWidth: 0,
    padding: '0 8px',
    border: 0,
    outline: 0,
    background: 'none',
    color: 'inherit',
    font: 'inherit',
  },
  '& button': {
    padding: 0,
    border: 0,
    backgroundColor: '#e2e8f0',
    color: '#0f172a',
    fontSize: 10,
    cursor: 'pointer',
  },
  '& button:hover:not(:disabled)': { backgroundColor: '#cbd5e1' },
  '& button:disabled': { color: '#64748b', cursor: 'default' },
});

export default function StackedSteppersHookSystem() {
  const id = React.useId();
  const {
    getRootProps,
    getInputProps,
    getIncrementButtonProps,
    getDecrementButtonProps,
    focused,
    value,
  } = useNumberInput({ inputId: id, min: 0, max: 40, step: 5, defaultValue: 20 });
  return (
    <div>
      <label htmlFor={id} style={{ display: 'block' }}>
        Request timeout (seconds)
      </label>
      <Root {...getRootProps()} className={focused ? 'focused' : undefined}>
        <input {...getInputProps()} role="spinbutton" />
        <button {...getIncrementButtonProps()} aria-label="Five seconds more">
          ▲
        </button>
        <button {...getDecrementButtonProps()} aria-label="Five seconds less">
          ▼
        </button>
      </Root>
      <p style={{ margin: '6px 0 0' }}>
        {value === 0
          ? 'Requests never time out.'
          : `Requests stop after ${value} s.`}
      </p>
    </div>
  );
}
