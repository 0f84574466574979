import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function LeadingZeros() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField label="D/M/YYYY, zeros added" defaultValue={dayjs('2024-04-07')} format="D/M/YYYY" />
        <DateField label="D/M/YYYY, zeros respected" defaultValue={dayjs('2024-04-07')} format="D/M/YYYY" shouldRespectLeadingZeros />
      </Stack>
    </LocalizationProvider>
  );
}
