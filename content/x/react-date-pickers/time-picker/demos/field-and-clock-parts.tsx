import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

// A TimeField and a time view, the two parts of a TimePicker, kept side by side.
export default function FieldAndClockParts() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T07:45'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
        <TimeField label="Alarm" value={value} onChange={setValue} ampm={false} />
        <MultiSectionDigitalClock value={value} onChange={setValue} ampm={false} timeSteps={{ minutes: 5 }} />
      </Stack>
    </LocalizationProvider>
  );
}
