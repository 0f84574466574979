import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import AlarmIcon from '@mui/icons-material/Alarm';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// The field slot works the same on time pickers: here a large alarm button.
function TimeButtonField(props) {
  const { value = null, InputProps: { ref } = {}, setOpen } = props;
  return (
    <Button
      ref={ref}
      size="large"
      variant="contained"
      startIcon={<AlarmIcon />}
      onClick={() => setOpen?.((previous) => !previous)}
    >
      {value ? `Alarm at ${value.format('HH:mm')}` : 'Set an alarm'}
    </Button>
  );
}

export default function TimeButtonFieldDemo() {
  const [open, setOpen] = React.useState(false);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        defaultValue={dayjs('2024-04-17T06:45')}
        ampm={false}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        slots={{ field: TimeButtonField }}
        slotProps={{ field: { setOpen } }}
      />
    </LocalizationProvider>
  );
}
