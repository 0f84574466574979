import * as React from 'react';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

const priorities = [
  { value: 'Low', color: 'success' },
  { value: 'Medium', color: 'warning' },
  { value: 'High', color: 'danger' },
];

export default function PriorityColors() {
  return (
    <div>
      {/* The group is named by its label's id: a FormControl would point the label's `for` at the group's <div>, which cannot be labelled that way. */}
      <FormLabel id="priority-colors-label">Priority</FormLabel>
      {/* color tints each radio; the label text stays in the theme's text color. */}
      <RadioGroup
        aria-labelledby="priority-colors-label"
        defaultValue="Medium"
        orientation="horizontal"
        name="priority-colors"
      >
        {priorities.map((priority) => (
          <Radio
            key={priority.value}
            value={priority.value}
            label={priority.value}
            color={priority.color}
            variant="outlined"
          />
        ))}
      </RadioGroup>
    </div>
  );
}
