import * as React from 'react';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';

export default function ThemeModeIcons() {
  return (
    <div>
      {/* The group is named by its label's id: a FormControl would point the label's `for` at the group's <div>, which cannot be labelled that way. */}
      <FormLabel id="theme-mode-icons-label">Email format</FormLabel>
      {/* checkedIcon and uncheckedIcon replace the default circle and dot. */}
      <RadioGroup
        aria-labelledby="theme-mode-icons-label"
        defaultValue="html"
        name="theme-mode-icons"
        sx={{ gap: 1.5 }}
      >
        <Radio
          value="html"
          label="Rich text (HTML)"
          checkedIcon={<CheckCircle />}
          uncheckedIcon={<RadioButtonUnchecked />}
          variant="plain"
        />
        <Radio
          value="plain"
          label="Plain text"
          checkedIcon={<CheckCircle />}
          uncheckedIcon={<RadioButtonUnchecked />}
          variant="plain"
        />
      </RadioGroup>
    </div>
  );
}
