import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';

export default function HelperTextSelect() {
  const [frequency, setFrequency] = React.useState('weekly');
  const [language, setLanguage] = React.useState('');

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <FormControl sx={{ minWidth: 220 }}>
        <InputLabel id="digest-label">Email digest</InputLabel>
        <Select
          labelId="digest-label"
          value={frequency}
          label="Email digest"
          onChange={(event) => setFrequency(event.target.value)}
          aria-describedby="digest-helper"
        >
          <MenuItem value="daily">Daily</MenuItem>
          <MenuItem value="weekly">Weekly</MenuItem>
          <MenuItem value="never">Never</MenuItem>
        </Select>
        <FormHelperText id="digest-helper">
          A summary of your projects’ activity
        </FormHelperText>
      </FormControl>
      {/* Without a label, a placeholder-like empty option keeps the field readable. */}
      <FormControl sx={{ minWidth: 220 }}>
        <Select
          value={language}
          onChange={(event) => setLanguage(event.target.value)}
          displayEmpty
          inputProps={{ 'aria-label': 'Interface language' }}
          aria-describedby="language-helper"
        >
          <MenuItem value="">
            <em>Same as browser</em>
          </MenuItem>
          <MenuItem value="en">English</MenuItem>
          <MenuItem value="pt">Português</MenuItem>
        </Select>
        <FormHelperText id="language-helper">
          Without a label: named with aria-label
        </FormHelperText>
      </FormControl>
    </Stack>
  );
}
