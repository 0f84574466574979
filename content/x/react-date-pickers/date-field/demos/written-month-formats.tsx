import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

const signed = dayjs('2024-04-17');

// Letter sections (MMM, MMMM, dddd) accept typing the first letters of a month or weekday.
export default function WrittenMonthFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateField label="Signed (day first)" defaultValue={signed} format="DD/MM/YYYY" />
        <DateField label="Signed (short month)" defaultValue={signed} format="MMM D, YYYY" />
        <DateField label="Signed (in full)" defaultValue={signed} format="dddd D MMMM YYYY" />
      </Stack>
    </LocalizationProvider>
  );
}
