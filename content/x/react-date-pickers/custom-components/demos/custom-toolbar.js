import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

// A toolbar that counts the nights from a fixed check-in day to the selected day.
const checkIn = dayjs('2024-04-17');

function NightsToolbar(props) {
  const { value, className } = props;
  const nights = value ? value.diff(checkIn, 'day') : 0;
  return (
    <Box
      className={className}
      sx={{ px: 3, py: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <Typography variant="overline" component="p">
        Check-out
      </Typography>
      <Typography variant="h5" component="p">
        {value ? value.format('ddd D MMM') : 'Pick a day'}
      </Typography>
      <Typography variant="body2">
        {nights > 0 ? `${nights} night${nights > 1 ? 's' : ''}` : 'Same day'}
      </Typography>
    </Box>
  );
}

export default function CustomToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2024-04-20')}
        minDate={checkIn}
        slots={{ toolbar: NightsToolbar }}
      />
    </LocalizationProvider>
  );
}
