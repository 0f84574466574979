import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

const steps = [15, 45, 90];

// The list starts at midnight and adds timeStep minutes each row.
export default function MeetingLengths() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3}>
        {steps.map((step) => (
          <Stack key={step}>
            <Typography variant="subtitle2" component="h3">
              Every {step} minutes
            </Typography>
            <DigitalClock
              timeStep={step}
              ampm={false}
              defaultValue={dayjs('2024-04-17T09:00')}
              sx={{ maxHeight: 220 }}
            />
          </Stack>
        ))}
      </Stack>
    </LocalizationProvider>
  );
}
