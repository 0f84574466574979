import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// `clearable` adds a clear button inside the field; `onClear` runs when it is pressed.
export default function ClearableField() {
  const [value, setValue] = React.useState(dayjs('2024-04-17'));
  const [cleared, setCleared] = React.useState(0);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 300 }}>
        <DatePicker
          label="Follow-up date"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          slotProps={{
            field: {
              clearable: true,
              onClear: () => setCleared((count) => count + 1),
            },
          }}
        />
        <Typography variant="body2" role="status">
          {value ? `Follow up on ${value.format('D MMMM YYYY')}` : 'No follow-up'}{' '}
          (cleared {cleared} times)
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
