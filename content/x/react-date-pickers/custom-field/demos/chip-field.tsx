import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

interface ChipFieldProps {
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null, context: { validationError: null }) => void;
  InputProps?: { ref?: React.Ref<HTMLDivElement> };
  setOpen?: React.Dispatch<React.SetStateAction<boolean>>;
}

// A filter chip: click to open the calendar, the delete icon clears the value through onChange.
function ChipField(props: ChipFieldProps) {
  const { value = null, onChange, InputProps: { ref } = {}, setOpen } = props;
  return (
    <Chip
      ref={ref}
      icon={<EventIcon />}
      color={value ? 'primary' : 'default'}
      variant={value ? 'filled' : 'outlined'}
      label={value ? `Due ${value.format('D MMM')}` : 'Any due date'}
      onClick={() => setOpen?.(true)}
      onDelete={value ? () => onChange?.(null, { validationError: null }) : undefined}
    />
  );
}

export default function ChipFieldDemo() {
  const [open, setOpen] = React.useState(false);
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography variant="body2">Filter tasks:</Typography>
        <DatePicker
          value={value}
          onChange={setValue}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          slots={{ field: ChipField as never }}
          slotProps={{ field: { setOpen } as never }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
