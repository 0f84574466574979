import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// August is closed for holidays; leap years are excluded to show year-level rules.
const isAugust = (month) => month.month() === 7;
const isLeapYear = (year) => year.year() % 4 === 0;

export default function DisableMonthsAndYears() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Workshop month"
          views={['year', 'month']}
          openTo="month"
          defaultValue={dayjs('2024-04-17')}
          shouldDisableMonth={isAugust}
        />
        <DatePicker
          label="Report year"
          views={['year']}
          defaultValue={dayjs('2023-04-17')}
          shouldDisableYear={isLeapYear}
        />
      </Stack>
    </LocalizationProvider>
  );
}
