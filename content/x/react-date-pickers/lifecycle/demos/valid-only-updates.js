import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

// The field shows every keystroke; the saved value only moves when the context reports no error.
export default function ValidOnlyUpdates() {
  const [draft, setDraft] = React.useState(dayjs('2024-04-17'));
  const [saved, setSaved] = React.useState(dayjs('2024-04-17'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 320 }}>
        <DateField
          label="Renewal date"
          value={draft}
          minDate={dayjs('2024-01-01')}
          onChange={(newValue, context) => {
            setDraft(newValue);
            if (context.validationError === null) {
              setSaved(newValue);
            }
          }}
          helperText="Clear the day and type it again"
        />
        <Typography variant="body2" role="status">
          Saved: {saved ? saved.format('D MMMM YYYY') : 'no date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
