import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

type PickerSelectionState = 'partial' | 'shallow' | 'finish';

// Controlled, and the third argument of onChange tells a passing hour from a finished choice.
export default function SelectionStateClock() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T18:30'));
  const [state, setState] = React.useState<PickerSelectionState>('finish');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="center">
        <TimeClock
          value={value}
          onChange={(newValue, selectionState) => {
            setValue(newValue);
            setState(selectionState ?? 'finish');
          }}
        />
        <Typography variant="body2" role="status">
          Dinner at {value ? value.format('h:mm A') : '-'} ({state === 'finish' ? 'chosen' : 'still choosing'})
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
