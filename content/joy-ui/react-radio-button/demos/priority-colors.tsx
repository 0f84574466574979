import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import type { ColorPaletteProp } from '@mui/joy/styles';

const priorities: { value: string; color: ColorPaletteProp }[] = [
  { value: 'Low', color: 'success' },
  { value: 'Medium', color: 'warning' },
  { value: 'High', color: 'danger' },
];

export default function PriorityColors() {
  return (
    <FormControl>
      <FormLabel>Priority</FormLabel>
      {/* color tints each radio; the label text stays in the theme's text color. */}
      <RadioGroup defaultValue="Medium" orientation="horizontal" name="priority-colors">
        {priorities.map((priority) => (
          <Radio key={priority.value} value={priority.value} label={priority.value} color={priority.color} variant="outlined" />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
