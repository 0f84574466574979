import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

const zones = [
  { value: 'America/New_York', label: 'New York (UTC-5)' },
  { value: 'Europe/Lisbon', label: 'Lisbon (UTC+0)' },
  { value: 'Europe/Paris', label: 'Paris (UTC+1)' },
  { value: 'Asia/Tokyo', label: 'Tokyo (UTC+9)' },
];

export default function TimezoneSelect() {
  const id = React.useId();
  const [zone, setZone] = React.useState('');

  return (
    <FormControl sx={{ minWidth: 240 }} required error={zone === ''}>
      <InputLabel id={`${id}-label`}>Time zone</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={`${id}-select`}
        value={zone}
        label="Time zone"
        onChange={(event) => setZone(event.target.value)}
      >
        {zones.map((z) => (
          <MenuItem key={z.value} value={z.value}>
            {z.label}
          </MenuItem>
        ))}
      </Select>
      <FormHelperText>
        {zone
          ? `Meetings will show in ${zone}.`
          : 'Required: meetings are shown in this zone.'}
      </FormHelperText>
    </FormControl>
  );
}
