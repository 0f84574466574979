import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

export default function AutoWidthSelect() {
  const [unit, setUnit] = React.useState('km');

  return (
    <FormControl sx={{ minWidth: 100 }}>
      <InputLabel id="auto-width-label">Unit</InputLabel>
      {/* autoWidth sizes the menu to its longest option instead of to the field. */}
      <Select
        labelId="auto-width-label"
        value={unit}
        label="Unit"
        autoWidth
        onChange={(event) => setUnit(event.target.value)}
      >
        <MenuItem value="km">km</MenuItem>
        <MenuItem value="mi">mi</MenuItem>
        <MenuItem value="nmi">Nautical miles (international)</MenuItem>
      </Select>
    </FormControl>
  );
}
