import * as React from 'react';
import dayjs from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';

import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

const flags = [
  'disablePast',
  'disableFuture',
  'showDaysOutsideCurrentMonth',
  'displayWeekNumber',
  'readOnly',
  'disabled',
];

export default function PickerPlayground() {
  const [enabled, setEnabled] = React.useState({
    disablePast: false,
    disableFuture: false,
    showDaysOutsideCurrentMonth: true,
    displayWeekNumber: false,
    readOnly: false,
    disabled: false,
  });
  const [orientation, setOrientation] = React.useState('portrait');
  const [openTo, setOpenTo] = React.useState('day');
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={3}
      alignItems="flex-start"
    >
      <Stack spacing={2} sx={{ minWidth: 240 }}>
        <FormGroup>
          {flags.map((flag) => (
            <FormControlLabel
              key={flag}
              control={
                <Switch
                  checked={enabled[flag]}
                  onChange={(event) =>
                    setEnabled((previous) => ({
                      ...previous,
                      [flag]: event.target.checked,
                    }))
                  }
                />
              }
              label={flag}
            />
          ))}
        </FormGroup>
        <TextField
          select
          size="small"
          label="orientation"
          value={orientation}
          onChange={(event) => setOrientation(event.target.value)}
        >
          <MenuItem value="portrait">portrait</MenuItem>
          <MenuItem value="landscape">landscape</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="openTo"
          value={openTo}
          onChange={(event) => setOpenTo(event.target.value)}
        >
          <MenuItem value="day">day</MenuItem>
          <MenuItem value="month">month</MenuItem>
          <MenuItem value="year">year</MenuItem>
        </TextField>
      </Stack>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <StaticDatePicker
          key={openTo}
          defaultValue={dayjs('2027-06-15')}
          referenceDate={dayjs('2027-06-15')}
          views={['year', 'month', 'day']}
          openTo={openTo}
          orientation={orientation}
          {...enabled}
        />
      </LocalizationProvider>
    </Stack>
  );
}
