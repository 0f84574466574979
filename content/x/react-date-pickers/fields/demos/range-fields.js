import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';

export default function RangeFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <SingleInputDateRangeField
          label="One input"
          defaultValue={[dayjs('2024-04-17'), dayjs('2024-04-21')]}
        />
        <MultiInputDateRangeField
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'First night' : 'Last night',
            }),
          }}
          defaultValue={[dayjs('2024-04-17'), dayjs('2024-04-21')]}
        />
        <SingleInputTimeRangeField
          label="Opening hours"
          defaultValue={[dayjs('2024-04-17T09:00'), dayjs('2024-04-17T18:00')]}
          ampm={false}
        />
      </Stack>
    </LocalizationProvider>
  );
}
