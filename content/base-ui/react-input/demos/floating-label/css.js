import * as React from 'react';
import { Input } from '@mui/base/Input';
import { FloatingRoot } from './floating-root';
import './floating-label.css';

export default function FloatingLabelCss() {
  const id = React.useId();
  const [city, setCity] = React.useState('');
  return (
    <Input
      className="floating-label"
      slots={{ root: FloatingRoot }}
      value={city}
      onChange={(event) => setCity(event.target.value)}
      startAdornment={<label htmlFor={`${id}-city`}>City</label>}
      slotProps={{ input: { id: `${id}-city` } }}
    />
  );
}
