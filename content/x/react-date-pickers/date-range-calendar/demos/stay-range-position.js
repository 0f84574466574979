import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function StayRangePosition() {
  const [value, setValue] = React.useState([
    dayjs('2024-04-17'),
    dayjs('2024-04-21'),
  ]);
  const [position, setPosition] = React.useState('start');
  const [checkIn, checkOut] = value;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} alignItems="center">
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Next click sets"
          value={position}
          onChange={(_, next) => next && setPosition(next)}
        >
          <ToggleButton value="start">
            Check-in {checkIn?.format('D MMM') ?? '-'}
          </ToggleButton>
          <ToggleButton value="end">
            Check-out {checkOut?.format('D MMM') ?? '-'}
          </ToggleButton>
        </ToggleButtonGroup>
        <DateRangeCalendar
          value={value}
          onChange={(newValue) => setValue(newValue)}
          rangePosition={position}
          onRangePositionChange={setPosition}
          calendars={1}
        />
        <Typography variant="body2" role="status">
          {checkIn && checkOut
            ? `${checkOut.diff(checkIn, 'day')} nights`
            : 'Pick the check-out day'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
