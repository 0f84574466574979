import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';

export default function OpenControlledSelect() {
  const [open, setOpen] = React.useState(false);
  const [assignee, setAssignee] = React.useState('');

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {/* Another control opens the menu: open, onOpen and onClose make it controlled. */}
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Assign to…
      </Button>
      <FormControl sx={{ minWidth: 180 }}>
        <InputLabel id="open-controlled-label">Assignee</InputLabel>
        <Select
          labelId="open-controlled-label"
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          value={assignee}
          label="Assignee"
          onChange={(event) => setAssignee(event.target.value)}
        >
          <MenuItem value="">
            <em>Unassigned</em>
          </MenuItem>
          <MenuItem value="ana">Ana</MenuItem>
          <MenuItem value="bo">Bo</MenuItem>
          <MenuItem value="chidi">Chidi</MenuItem>
        </Select>
      </FormControl>
    </Stack>
  );
}
