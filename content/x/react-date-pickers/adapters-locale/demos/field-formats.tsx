import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const value = dayjs('2024-04-17T08:05');

export default function FieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateField label="Weekday and long month" defaultValue={value} format="dddd, MMMM D, YYYY" />
        <DateField label="Month and year only" defaultValue={value} format="MMMM YYYY" />
        {/* Text in brackets is a literal, not a section. */}
        <DateTimeField label="Escaped words" defaultValue={value} format="[Day] DD [at] HH:mm" ampm={false} />
      </Stack>
    </LocalizationProvider>
  );
}
