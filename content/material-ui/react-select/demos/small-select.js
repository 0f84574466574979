import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SmallSelect() {
  const [rows, setRows] = React.useState(25);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography variant="body2">Showing 1–{rows} of 240</Typography>
      <FormControl size="small" sx={{ minWidth: 120 }}>
        <InputLabel id="small-rows-label">Rows</InputLabel>
        <Select
          labelId="small-rows-label"
          value={rows}
          label="Rows"
          onChange={(event) => setRows(Number(event.target.value))}
        >
          {[10, 25, 50, 100].map((count) => (
            <MenuItem key={count} value={count}>
              {count}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}
