import * as React from 'react';
import { Input } from '@mui/base/Input';
import { styled } from '@mui/system';
import { FloatingRoot } from './floating-root';

const FloatingInput = styled(Input)({
  position: 'relative',
  width: 280,
  border: '1px solid #64748b',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  '&.base--focused': { borderColor: '#1d4ed8', outline: '2px solid #bfdbfe' },
  '& label': {
    position: 'absolute',
    top: 14,
    left: 12,
    color: '#475569',
    pointerEvents: 'none',
    transition: 'top 120ms, font-size 120ms',
  },
  '&[data-raised="true"] label': { top: 4, fontSize: 12, color: '#1e3a8a' },
  '& input': {
    boxSizing: 'border-box',
    width: '100%',
    padding: '22px 12px 6px',
    border: 0,
    backgroundColor: 'transparent',
    color: 'inherit',
    font: 'inherit',
    outline: 0,
  },
});

export default function FloatingLabelSystem() {
  const id = React.useId();
  const [city, setCity] = React.useState('');
  return (
    <FloatingInput
      slots={{ root: FloatingRoot }}
      value={city}
      onChange={(event) => setCity(event.target.value)}
      startAdornment={<label htmlFor={`${id}-city`}>City</label>}
      slotProps={{ input: { id: `${id}-city` } }}
    />
  );
}
