import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RadioSizes() {
  const labelId = React.useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>Row density</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        defaultValue="comfortable"
        name="radio-sizes"
      >
        {/* size="small" for dense panels; a bigger control by scaling its svg. */}
        <FormControlLabel
          value="compact"
          control={<Radio size="small" />}
          label="Compact"
        />
        <FormControlLabel
          value="comfortable"
          control={<Radio />}
          label="Comfortable"
        />
        <FormControlLabel
          value="spacious"
          control={<Radio sx={{ '& .MuiSvgIcon-root': { fontSize: 32 } }} />}
          label="Spacious"
        />
      </RadioGroup>
    </FormControl>
  );
}
