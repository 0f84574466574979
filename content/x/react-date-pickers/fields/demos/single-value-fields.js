import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function SingleValueFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateField label="DateField" defaultValue={dayjs('2024-04-17')} />
        <TimeField label="TimeField" defaultValue={dayjs('2024-04-17T16:20')} />
        <DateTimeField
          label="DateTimeField"
          defaultValue={dayjs('2024-04-17T16:20')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
