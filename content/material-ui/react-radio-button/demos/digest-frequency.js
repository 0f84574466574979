import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function DigestFrequency() {
  const labelId = React.useId();
  return (
    // Uncontrolled: defaultValue sets the first choice, the form reads the rest on submit.
    <FormControl>
      <FormLabel id={labelId}>Email digest</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        defaultValue="weekly"
        name="digest-frequency"
      >
        <FormControlLabel value="daily" control={<Radio />} label="Every morning" />
        <FormControlLabel value="weekly" control={<Radio />} label="Once a week" />
        <FormControlLabel value="never" control={<Radio />} label="Never" />
        <FormControlLabel
          value="hourly"
          control={<Radio />}
          label="Every hour (paid plans)"
          disabled
        />
      </RadioGroup>
    </FormControl>
  );
}
