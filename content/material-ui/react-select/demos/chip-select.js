import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';

const labels = [
  'bug',
  'feature',
  'docs',
  'good first issue',
  'performance',
  'security',
];

export default function ChipSelect() {
  const [chosen, setChosen] = React.useState(['bug', 'docs']);

  return (
    <FormControl sx={{ width: 320 }}>
      <InputLabel id="chip-labels-label">Labels</InputLabel>
      <Select
        labelId="chip-labels-label"
        multiple
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        input={<OutlinedInput label="Labels" />}
        renderValue={(selected) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {selected.map((label) => (
              <Chip key={label} label={label} size="small" />
            ))}
          </Box>
        )}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 240 } } } }}
      >
        {labels.map((label) => (
          <MenuItem key={label} value={label}>
            {label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
