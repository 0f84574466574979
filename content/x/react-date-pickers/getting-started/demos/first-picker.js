import * as React from 'react';

import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function FirstPicker() {
  const [value, setValue] = React.useState(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <DatePicker label="Delivery date" value={value} onChange={setValue} />
        <Typography variant="body2" role="status">
          {value?.isValid()
            ? `Stored as ${value.format('YYYY-MM-DD')}`
            : 'No valid date yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
