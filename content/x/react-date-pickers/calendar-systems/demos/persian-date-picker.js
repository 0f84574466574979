import * as React from 'react';
import { faIR as faIRDateFns } from 'date-fns-jalali/locale/fa-IR';
import Stack from '@mui/material/Stack';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import { faIR } from '@mui/x-date-pickers/locales';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalaliV3';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// 17 April 2024 (Gregorian) is 29 Farvardin 1403 in the Solar Hijri calendar.
const nowruzWeek = new Date(2024, 3, 17);

export default function PersianDatePicker() {
  // The page's theme (light or dark), turned right to left for this calendar.
  const outer = useTheme();
  const rtl = React.useMemo(() => ({ ...outer, direction: 'rtl' }), [outer]);
  return (
    <ThemeProvider theme={rtl}>
      <LocalizationProvider
        dateAdapter={AdapterDateFnsJalali}
        adapterLocale={faIRDateFns}
        localeText={faIR.components.MuiLocalizationProvider.defaultProps.localeText}
      >
        <Stack dir="rtl" lang="fa" spacing={2} alignItems="flex-start">
          <DatePicker label="تاریخ سفر" defaultValue={nowruzWeek} />
          <DateCalendar defaultValue={nowruzWeek} />
        </Stack>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
