import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const departure = dayjs('2024-04-17T07:45');

// One ISO-like format for a technical audience, one following the German locale, one with weekday names.
export default function IsoAndLocaleFormats() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateTimeField
          label="Departure (ISO)"
          defaultValue={departure}
          format="YYYY-MM-DD HH:mm"
        />
        <DateTimeField
          label="Departure (long)"
          defaultValue={departure}
          format="ddd D MMM YYYY, h:mm A"
        />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
        <div lang="de">
          <DateTimeField label="Abfahrt" defaultValue={departure} fullWidth />
        </div>
      </LocalizationProvider>
    </Stack>
  );
}
