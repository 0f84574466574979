import * as React from 'react';
import dayjs from 'dayjs';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import AlarmIcon from '@mui/icons-material/Alarm';
import LockClockIcon from '@mui/icons-material/LockClock';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// Keeps the opening button (children) and adds a status icon before it.
function LockedAdornment({ children, ...other }) {
  return (
    <InputAdornment {...other}>
      <LockClockIcon
        fontSize="small"
        color="action"
        titleAccess="Time is locked by your manager"
        sx={{ mr: 0.5 }}
      />
      {children}
    </InputAdornment>
  );
}

export default function OpeningIcons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Check-in"
          defaultValue={dayjs('2027-07-14')}
          slots={{ openPickerIcon: EventAvailableIcon }}
          slotProps={{
            openPickerButton: { color: 'primary' },
            inputAdornment: { position: 'start' },
          }}
        />
        <TimePicker
          label="Wake-up call"
          defaultValue={dayjs('2027-07-15T07:00')}
          slots={{ openPickerIcon: AlarmIcon }}
        />
        <TimePicker
          label="Shift start"
          defaultValue={dayjs('2027-07-15T08:00')}
          slots={{ inputAdornment: LockedAdornment }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
