import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const locales = { 'en-gb': 'English', de: 'Deutsch', fr: 'Français' };

export default function FormatsAndLocales() {
  const [locale, setLocale] = React.useState('de');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={locale}
        onChange={(_, next) => next && setLocale(next)}
        aria-label="Date locale"
      >
        {Object.entries(locales).map(([code, label]) => (
          <ToggleButton key={code} value={code}>
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
        <DatePicker label="Invoice date" defaultValue={dayjs('2027-02-14')} />
      </LocalizationProvider>
    </Stack>
  );
}
