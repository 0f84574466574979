import { unstable_useNumberInput as useNumberInput } from '@mui/base/unstable_useNumberInput';
import { styled } from '@mui/system';

const Root = styled('div')({
  display: 'inline-grid',
  gridTemplateColumns: '80px 28px',
  gridTemplateRows: '20px 20px',
  borderRadius: 6,
  border: '1px solid #64748b',
  backgroundColor: '#fff',
  color: '#0f172a',
  overflow: 'hidden',
  '&.focused': { outline: '3px solid #bfdbfe' },
  '& input': {
    gridRow: '1 / 3',
    border: 0,
    outline: 0,
    padding: '0 8px',
    font: 'inherit',
    color: 'inherit',
    background: 'none',
  },
  '& button': {
    border: 0,
    padding: 0,
    backgroundColor: '#e2e8f0',
    color: '#0f172a',
    fontSize: 10,
    cursor: 'pointer',
  },
  '& button:disabled': { color: '#64748b' },
});

export default function StackedSteppersHook() {
  const {
    getRootProps,
    getInputProps,
    getIncrementButtonProps,
    getDecrementButtonProps,
    focused,
    value,
  } = useNumberInput({
    inputId: 'timeout-seconds',
    min: 0,
    max: 40,
    step: 5,
    defaultValue: 20,
  });
  return (
    <div>
      <label htmlFor="timeout-seconds">Request timeout (seconds)</label>
      <div style={{ marginTop: 6 }}>
        <Root {...getRootProps()} className={focused ? 'focused' : undefined}>
          <input {...getInputProps()} role="spinbutton" />
          <button {...getIncrementButtonProps()} aria-label="Five seconds more">
            ▲
          </button>
          <button {...getDecrementButtonProps()} aria-label="Five seconds less">
            ▼
          </button>
        </Root>
      </div>
      <p style={{ margin: '6px 0 0' }}>
        {value === 0
          ? 'Requests never time out.'
          : `Requests stop after ${value} s.`}
      </p>
    </div>
  );
}
