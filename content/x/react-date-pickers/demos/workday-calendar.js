import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const isWeekend = (date) => date.day() === 0 || date.day() === 6;

export default function WorkdayCalendar() {
  const [day, setDay] = React.useState(dayjs('2027-05-12'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}
      >
        <DateCalendar
          value={day}
          onChange={(value) => setDay(value)}
          shouldDisableDate={isWeekend}
        />
        <Typography role="status" sx={{ pt: 2 }}>
          Delivery on {day ? day.format('dddd D MMMM YYYY') : 'no day chosen'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
