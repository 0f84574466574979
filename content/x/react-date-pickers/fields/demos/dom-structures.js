import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

// Same look; inspect them to compare one <input> with one element per section.
export default function DomStructures() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField
          label="Single input (v7 default)"
          defaultValue={dayjs('2024-04-17')}
        />
        <DateField
          label="Accessible sections"
          defaultValue={dayjs('2024-04-17')}
          enableAccessibleFieldDOMStructure
        />
      </Stack>
    </LocalizationProvider>
  );
}
