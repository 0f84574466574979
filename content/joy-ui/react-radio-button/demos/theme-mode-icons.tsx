import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';

export default function ThemeModeIcons() {
  return (
    <FormControl>
      <FormLabel>Email format</FormLabel>
      {/* checkedIcon and uncheckedIcon replace the default circle and dot. */}
      <RadioGroup defaultValue="html" name="theme-mode-icons" sx={{ gap: 1.5 }}>
        <Radio value="html" label="Rich text (HTML)" checkedIcon={<CheckCircle />} uncheckedIcon={<RadioButtonUnchecked />} variant="plain" />
        <Radio value="plain" label="Plain text" checkedIcon={<CheckCircle />} uncheckedIcon={<RadioButtonUnchecked />} variant="plain" />
      </RadioGroup>
    </FormControl>
  );
}
