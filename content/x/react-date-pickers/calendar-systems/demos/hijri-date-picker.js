import * as React from 'react';
import Stack from '@mui/material/Stack';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// 17 April 2024 is 8 Shawwal 1445. The adapter covers 1356 to 1499 AH, so the limits stay inside it.
// Values are built by the adapter, so they are moment-hijri objects with the Hijri methods.
const hijri = new AdapterMomentHijri();
const day = hijri.date('2024-04-17');
const minDate = hijri.date('1937-03-14');
const maxDate = hijri.date('2076-11-26');
// MUI X 7.29 ships no Arabic texts: the labels the calendar needs are given here.
const arabicTexts = {
  previousMonth: 'الشهر السابق',
  nextMonth: 'الشهر التالي',
  cancelButtonLabel: 'إلغاء',
  okButtonLabel: 'موافق',
};

export default function HijriDatePicker() {
  // The page's theme (light or dark), turned right to left for this calendar.
  const outer = useTheme();
  const rtl = React.useMemo(() => ({ ...outer, direction: 'rtl' }), [outer]);
  return (
    <ThemeProvider theme={rtl}>
      <LocalizationProvider
        dateAdapter={AdapterMomentHijri}
        localeText={arabicTexts}
      >
        <Stack dir="rtl" lang="ar" spacing={2} alignItems="flex-start">
          <DatePicker
            label="تاريخ الموعد"
            defaultValue={day}
            minDate={minDate}
            maxDate={maxDate}
          />
          <DateCalendar defaultValue={day} minDate={minDate} maxDate={maxDate} />
        </Stack>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
