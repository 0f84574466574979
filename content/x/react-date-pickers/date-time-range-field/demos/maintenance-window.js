import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';

const night = dayjs('2027-11-20T23:00');

export default function MaintenanceWindow() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <SingleInputDateTimeRangeField
          label="Maintenance window"
          defaultValue={[night, night.add(3, 'hour')]}
          format="DD MMM HH:mm"
          ampm={false}
          helperText="Announced to customers 48 hours ahead"
        />
        <MultiInputDateTimeRangeField
          defaultValue={[night.add(7, 'day'), night.add(7, 'day').add(2, 'hour')]}
          ampm={false}
          slotProps={{
            textField: ({ position }) => ({
              label:
                position === 'start' ? 'Backup window starts' : 'Backup window ends',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
