import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const scale = ['Very poor', 'Poor', 'Okay', 'Good', 'Great'];

export default function RatingScaleRadios() {
  const labelId = React.useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>How was the delivery?</FormLabel>
      <RadioGroup row aria-labelledby={labelId} name="rating-scale-radios">
        {scale.map((label, index) => (
          // Labels under the radios keep a scale compact and evenly spaced.
          <FormControlLabel
            key={label}
            value={String(index + 1)}
            control={<Radio />}
            label={label}
            labelPlacement="bottom"
            sx={{ mx: 0.5, width: 72 }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
