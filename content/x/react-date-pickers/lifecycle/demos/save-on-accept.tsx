import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// A mock server in the browser: answers after 800 ms.
const saveDueDate = (value: Dayjs | null) =>
  new Promise<Dayjs | null>((resolve) => {
    setTimeout(() => resolve(value), 800);
  });

export default function SaveOnAccept() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  const [saving, setSaving] = React.useState(false);
  const [stored, setStored] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  const handleAccept = async (accepted: Dayjs | null) => {
    setSaving(true);
    setStored(await saveDueDate(accepted));
    setSaving(false);
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} alignItems="center">
        <DatePicker label="Due date" value={value} onChange={setValue} onAccept={handleAccept} />
        <Stack direction="row" spacing={1} alignItems="center" role="status">
          {saving && <CircularProgress size={16} aria-label="Saving" />}
          <Typography variant="body2">
            {saving ? 'Saving…' : `On the server: ${stored ? stored.format('D MMM YYYY') : 'none'}`}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
