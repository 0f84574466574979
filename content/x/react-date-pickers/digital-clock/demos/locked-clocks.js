import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

// MUI X fades disabled items below readable contrast; the heading already says the clock is
// disabled, so its times keep a readable secondary color and the selected time its solid fill.
const readableDisabled = {
  maxHeight: 220,
  '& .MuiDigitalClock-item.Mui-disabled': { opacity: 1, color: 'text.secondary' },
  '& .MuiDigitalClock-item.Mui-selected.Mui-disabled': {
    color: 'primary.contrastText',
    bgcolor: 'primary.main',
  },
};

export default function LockedClocks() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3}>
        <Stack>
          <Typography variant="subtitle2" component="h3">
            Read-only
          </Typography>
          <DigitalClock
            defaultValue={dayjs('2024-04-17T09:30')}
            readOnly
            sx={{ maxHeight: 220 }}
          />
        </Stack>
        <Stack>
          <Typography variant="subtitle2" component="h3">
            Disabled
          </Typography>
          <DigitalClock
            defaultValue={dayjs('2024-04-17T09:30')}
            disabled
            sx={readableDisabled}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
