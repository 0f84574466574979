import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const today = dayjs('2024-04-17');

export default function ControlledTripCalendar() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-26'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} alignItems="center">
        <DateCalendar value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="body2" role="status">
          {value ? `Departure in ${value.diff(today, 'day')} days (${value.format('dddd D MMMM')})` : 'No departure day'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
