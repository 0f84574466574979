import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/ja';
import 'dayjs/locale/nb';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const locales = { 'en-gb': 'English (UK)', ja: '日本語', nb: 'Norsk bokmål' };

export default function LocaleAndWeekStart() {
  const [locale, setLocale] = React.useState('nb');
  return (
    <Stack spacing={2} alignItems="flex-start">
      <TextField
        select
        size="small"
        label="Locale"
        value={locale}
        onChange={(event) => setLocale(event.target.value)}
      >
        {Object.entries(locales).map(([code, name]) => (
          <MenuItem key={code} value={code} lang={code}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} lang={locale}>
          <DateTimeField
            label="Departure"
            defaultValue={dayjs('2027-08-02T18:45')}
            ampm={false}
          />
          <DateCalendar defaultValue={dayjs('2027-08-02')} />
        </Stack>
      </LocalizationProvider>
    </Stack>
  );
}
