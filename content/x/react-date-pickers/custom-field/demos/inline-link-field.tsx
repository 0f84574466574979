import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

interface LinkFieldProps {
  value?: Dayjs | null;
  InputProps?: { ref?: React.Ref<HTMLButtonElement> };
  setOpen?: React.Dispatch<React.SetStateAction<boolean>>;
}

// The date sits inside a sentence as a link-styled button that opens the calendar.
function LinkField(props: LinkFieldProps) {
  const { value = null, InputProps: { ref } = {}, setOpen } = props;
  return (
    <Link
      component="button"
      type="button"
      ref={ref}
      variant="body1"
      onClick={() => setOpen?.(true)}
      aria-label={`Delivery date: ${value ? value.format('dddd D MMMM') : 'not set'}. Change`}
      sx={{ verticalAlign: 'baseline', fontWeight: 'medium' }}
    >
      {value ? value.format('dddd D MMMM') : 'choose a day'}
    </Link>
  );
}

export default function InlineLinkField() {
  const [open, setOpen] = React.useState(false);
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Typography component="div">
        Your order arrives on{' '}
        <DatePicker
          value={value}
          onChange={setValue}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          minDate={dayjs('2024-04-15')}
          slots={{ field: LinkField as never }}
          slotProps={{ field: { setOpen } as never }}
        />
        .
      </Typography>
    </LocalizationProvider>
  );
}
