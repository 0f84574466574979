import * as React from 'react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

dayjs.extend(utc);
dayjs.extend(timezone);

// 13:00 UTC on 17 April is already 18 April in Auckland: the selected day depends on the zone.
const instant = dayjs.utc('2024-04-17T13:00:00Z');
const zones = ['UTC', 'Pacific/Auckland'];

export default function SelectedDayByZone() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {zones.map((zone) => (
          <div key={zone}>
            <Typography variant="subtitle2" component="h3" sx={{ px: 3 }}>
              {zone}
            </Typography>
            <DateCalendar defaultValue={instant} timezone={zone} />
          </div>
        ))}
      </Stack>
    </LocalizationProvider>
  );
}
