import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputBase from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { styled } from '@mui/material/styles';

// A custom input passed to `input`: the select keeps its behaviour and takes this look.
const PillInput = styled(InputBase)(({ theme }) => ({
  'label + &': { marginTop: theme.spacing(3) },
  '& .MuiInputBase-input': {
    borderRadius: 999,
    padding: theme.spacing(1, 4, 1, 2),
    border: `1px solid ${theme.palette.divider}`,
    backgroundColor: theme.palette.background.paper,
    transition: theme.transitions.create(['border-color', 'box-shadow']),
    '&:focus': {
      borderRadius: 999,
      borderColor: theme.palette.primary.main,
      boxShadow: `0 0 0 3px ${theme.palette.action.focus}`,
    },
  },
}));

export default function PillSelect() {
  const [status, setStatus] = React.useState('open');

  return (
    <FormControl variant="standard" sx={{ minWidth: 180 }}>
      <InputLabel id="pill-status-label" shrink>
        Status
      </InputLabel>
      <Select
        labelId="pill-status-label"
        value={status}
        onChange={(event) => setStatus(event.target.value)}
        input={<PillInput />}
      >
        <MenuItem value="open">Open</MenuItem>
        <MenuItem value="in-review">In review</MenuItem>
        <MenuItem value="closed">Closed</MenuItem>
      </Select>
    </FormControl>
  );
}
