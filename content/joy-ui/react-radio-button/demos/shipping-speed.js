import * as React from 'react';
import Box from '@mui/joy/Box';
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
  // The group is named by its label's id: a FormControl would point the label's `for` at the
  // group, which is not a form control.
  const id = React.useId();
  return (
    <Box>
      <FormLabel id={`${id}-label`}>Delivery speed</FormLabel>
      <RadioGroup
        name="shipping-speed"
        value={speed}
        onChange={(event) => setSpeed(event.target.value)}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-detail`}
      >
        {speeds.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            label={option.label}
            disabled={option.value === 'same-day'}
          />
        ))}
      </RadioGroup>
      <FormHelperText id={`${id}-detail`}>{detail}</FormHelperText>
    </Box>
  );
}
