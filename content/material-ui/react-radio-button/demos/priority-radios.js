import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const levels = [
  { value: 'low', label: 'Low', color: 'success' },
  { value: 'normal', label: 'Normal', color: 'primary' },
  { value: 'high', label: 'High', color: 'warning' },
  { value: 'urgent', label: 'Urgent', color: 'error' },
];

export default function PriorityRadios() {
  const labelId = React.useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>Ticket priority</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        defaultValue="normal"
        name="priority-radios"
      >
        {levels.map((level) => (
          // color only tints the checked state; the label still says the level.
          <FormControlLabel
            key={level.value}
            value={level.value}
            control={<Radio color={level.color} />}
            label={level.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
