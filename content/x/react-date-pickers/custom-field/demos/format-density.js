import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function FormatDensity() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField
          label="Dense (default)"
          defaultValue={dayjs('2024-04-17')}
          format="DD/MM/YYYY"
        />
        <DateField
          label="Spacious"
          defaultValue={dayjs('2024-04-17')}
          format="DD/MM/YYYY"
          formatDensity="spacious"
        />
      </Stack>
    </LocalizationProvider>
  );
}
