import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// A fixed starting point keeps the server render and the browser in agreement.
const opening = dayjs('2027-05-03');

export default function StayDates() {
  const [arrival, setArrival] = React.useState(opening);
  const [departure, setDeparture] = React.useState(opening.add(3, 'day'));
  const nights = arrival && departure ? departure.diff(arrival, 'day') : 0;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Arrival"
          value={arrival}
          minDate={opening}
          onChange={(value) => setArrival(value)}
        />
        <DatePicker
          label="Departure"
          value={departure}
          minDate={arrival ? arrival.add(1, 'day') : opening}
          onChange={(value) => setDeparture(value)}
          slotProps={{
            textField: {
              helperText:
                nights > 0
                  ? `${nights} night${nights === 1 ? '' : 's'}`
                  : 'After arrival',
            },
          }}
        />
      </Stack>
      <Typography sx={{ mt: 1 }} role="status">
        {nights > 0
          ? `Stay of ${nights} night${nights === 1 ? '' : 's'}`
          : 'Pick a departure after arrival'}
      </Typography>
    </LocalizationProvider>
  );
}
