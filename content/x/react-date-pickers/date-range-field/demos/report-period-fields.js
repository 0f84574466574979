import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

const quarter = [dayjs('2027-01-01'), dayjs('2027-03-31')];

export default function ReportPeriodFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <SingleInputDateRangeField
          label="Report period"
          defaultValue={[...quarter]}
          dateSeparator="to"
        />
        <MultiInputDateRangeField
          defaultValue={[...quarter]}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Period start' : 'Period end',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
