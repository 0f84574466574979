import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

interface IconFieldProps {
  value?: Dayjs | null;
  InputProps?: { ref?: React.Ref<HTMLButtonElement> };
  setOpen?: React.Dispatch<React.SetStateAction<boolean>>;
}

// An icon alone has no text, so its aria-label carries the purpose and the current value.
function IconField(props: IconFieldProps) {
  const { value = null, InputProps: { ref } = {}, setOpen } = props;
  return (
    <IconButton
      ref={ref}
      color="primary"
      aria-label={`Change the publication date, currently ${value ? value.format('D MMMM YYYY') : 'not set'}`}
      onClick={() => setOpen?.((previous) => !previous)}
    >
      <EditCalendarIcon />
    </IconButton>
  );
}

export default function IconButtonField() {
  const [open, setOpen] = React.useState(false);
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography>Publishes on {value ? value.format('D MMMM YYYY') : 'no date yet'}</Typography>
        <DatePicker
          value={value}
          onChange={setValue}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          slots={{ field: IconField as never }}
          slotProps={{ field: { setOpen } as never }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
