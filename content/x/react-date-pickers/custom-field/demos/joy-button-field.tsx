import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/joy/Button';
import EventIcon from '@mui/icons-material/Event';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

interface JoyButtonFieldProps {
  value?: Dayjs | null;
  InputProps?: { ref?: React.Ref<HTMLButtonElement> };
  setOpen?: React.Dispatch<React.SetStateAction<boolean>>;
}

function JoyButtonField(props: JoyButtonFieldProps) {
  const { value = null, InputProps: { ref } = {}, setOpen } = props;
  return (
    <Button ref={ref} variant="soft" startDecorator={<EventIcon />} onClick={() => setOpen?.((previous) => !previous)}>
      {value ? value.format('ddd D MMM YYYY') : 'Pick a date'}
    </Button>
  );
}

export default function JoyButtonFieldDemo() {
  const [open, setOpen] = React.useState(false);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        defaultValue={dayjs('2024-04-17')}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        slots={{ field: JoyButtonField as never }}
        slotProps={{ field: { setOpen } as never }}
      />
    </LocalizationProvider>
  );
}
