import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Close with Escape, a click outside or a pick: onClose fires every time, onAccept only after a pick.
export default function OpenCloseCounter() {
  const [counts, setCounts] = React.useState({ open: 0, close: 0, accept: 0 });
  const bump = (key) =>
    setCounts((previous) => ({ ...previous, [key]: previous[key] + 1 }));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Inspection date"
          defaultValue={dayjs('2024-04-17')}
          onOpen={() => bump('open')}
          onClose={() => bump('close')}
          onAccept={() => bump('accept')}
        />
        <Typography variant="body2" role="status">
          onOpen: {counts.open}, onClose: {counts.close}, onAccept: {counts.accept}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
