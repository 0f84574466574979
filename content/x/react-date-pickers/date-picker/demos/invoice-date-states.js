import * as React from 'react';
import dayjs from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function FormProps() {
  const [value, setValue] = React.useState(dayjs('2027-03-30'));
  const [locked, setLocked] = React.useState(false);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} alignItems="flex-start">
        <FormControlLabel
          control={
            <Switch
              checked={locked}
              onChange={(event) => setLocked(event.target.checked)}
            />
          }
          label="Invoice sent (lock dates)"
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DatePicker
            label="Invoice date"
            value={value}
            onChange={setValue}
            readOnly={locked}
            slotProps={{
              field: { clearable: true },
              textField: {
                required: true,
                helperText: locked ? 'Read-only once sent' : 'Required',
              },
            }}
          />
          <DatePicker
            label="Payment due (invoice + 30 days)"
            value={value ? value.add(30, 'day') : null}
            disabled
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
