import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function ClearableFields() {
  const [value, setValue] = React.useState(dayjs('2024-04-17'));
  const [clears, setClears] = React.useState(0);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField
          label="Due date"
          value={value}
          onChange={setValue}
          clearable
          onClear={() => setClears((count) => count + 1)}
        />
        <TimeField
          label="Reminder"
          defaultValue={dayjs('2024-04-17T09:00')}
          clearable
          size="small"
        />
        <Typography variant="body2" role="status">
          Cleared {clears} time{clears === 1 ? '' : 's'}; value:{' '}
          {value ? value.format('YYYY-MM-DD') : 'empty'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
