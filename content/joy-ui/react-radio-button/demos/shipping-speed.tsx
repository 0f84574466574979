import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

const speeds = [
  { value: 'standard', label: 'Standard', detail: '5 to 7 days, free' },
  { value: 'express', label: 'Express', detail: '2 days, 9.90 €' },
  { value: 'same-day', label: 'Same day', detail: 'Paris only, order before noon' },
];

export default function ShippingSpeed() {
  const [speed, setSpeed] = React.useState('standard');
  const detail = speeds.find((option) => option.value === speed)?.detail;
  return (
    <FormControl>
      <FormLabel>Delivery speed</FormLabel>
      <RadioGroup name="shipping-speed" value={speed} onChange={(event) => setSpeed(event.target.value)}>
        {speeds.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            label={option.label}
            disabled={option.value === 'same-day'}
          />
        ))}
      </RadioGroup>
      <FormHelperText>{detail}</FormHelperText>
    </FormControl>
  );
}
