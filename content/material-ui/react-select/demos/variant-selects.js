import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';

const sizes = ['XS', 'S', 'M', 'L', 'XL'];

export default function VariantSelects() {
  const [filled, setFilled] = React.useState('M');
  const [standard, setStandard] = React.useState('');

  return (
    <Stack direction="row" spacing={2}>
      <FormControl variant="filled" sx={{ minWidth: 140 }}>
        <InputLabel id="variant-filled-label">Size</InputLabel>
        <Select
          labelId="variant-filled-label"
          value={filled}
          onChange={(event) => setFilled(event.target.value)}
        >
          {sizes.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl variant="standard" sx={{ minWidth: 140 }}>
        <InputLabel id="variant-standard-label">Size</InputLabel>
        <Select
          labelId="variant-standard-label"
          value={standard}
          onChange={(event) => setStandard(event.target.value)}
        >
          <MenuItem value="">
            <em>None</em>
          </MenuItem>
          {sizes.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}
