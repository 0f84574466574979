import * as React from 'react';
import CheckIcon from '@mui/icons-material/Check';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';

const weekdays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

export default function MultipleSelect() {
  const id = React.useId();
  const [days, setDays] = React.useState(['Monday', 'Thursday']);

  const handleChange = (event) => {
    const { value } = event.target;
    // Autofill can hand over a comma-separated string instead of an array.
    setDays(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl sx={{ width: 320 }}>
      <InputLabel id={`${id}-label`}>Delivery days</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={`${id}-select`}
        multiple
        value={days}
        onChange={handleChange}
        input={<OutlinedInput label="Delivery days" />}
        renderValue={(selected) =>
          // Keep the week's order, whatever order the days were picked in.
          weekdays.filter((day) => selected.includes(day)).join(', ')
        }
      >
        {weekdays.map((day) => (
          <MenuItem key={day} value={day}>
            {/* A check mark, not a checkbox: the option already reports aria-selected, and a
                focusable control inside an option would be a nested control. */}
            <ListItemIcon>
              {days.includes(day) ? <CheckIcon fontSize="small" /> : null}
            </ListItemIcon>
            <ListItemText primary={day} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
