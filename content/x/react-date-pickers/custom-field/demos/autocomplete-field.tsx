import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import EventIcon from '@mui/icons-material/Event';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// The only dates a course starts on: typed into the autocomplete or picked in the calendar.
const sessions = ['2024-04-08', '2024-04-17', '2024-05-06', '2024-05-22', '2024-06-03'].map((day) => dayjs(day));

interface AutocompleteFieldProps {
  label?: React.ReactNode;
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null, context: { validationError: null }) => void;
  InputProps?: { ref?: React.Ref<HTMLDivElement> };
  setOpen?: React.Dispatch<React.SetStateAction<boolean>>;
}

function AutocompleteField(props: AutocompleteFieldProps) {
  const { label, value = null, onChange, InputProps: { ref } = {}, setOpen } = props;
  return (
    <Box ref={ref} sx={{ width: 280 }}>
      <Autocomplete
        options={sessions}
        value={value ? (sessions.find((day) => day.isSame(value, 'day')) ?? null) : null}
        onChange={(_event, next) => onChange?.(next, { validationError: null })}
        getOptionLabel={(day) => day.format('dddd D MMMM YYYY')}
        isOptionEqualToValue={(option, selected) => option.isSame(selected, 'day')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            InputProps={{
              ...params.InputProps,
              endAdornment: (
                <React.Fragment>
                  {params.InputProps.endAdornment}
                  <InputAdornment position="end">
                    <IconButton aria-label="Open the calendar" size="small" onClick={() => setOpen?.(true)}>
                      <EventIcon fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                </React.Fragment>
              ),
            }}
          />
        )}
      />
    </Box>
  );
}

export default function AutocompleteFieldDemo() {
  const [open, setOpen] = React.useState(false);
  const [value, setValue] = React.useState<Dayjs | null>(sessions[1]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Course session"
        value={value}
        onChange={setValue}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        shouldDisableDate={(day) => !sessions.some((session) => session.isSame(day, 'day'))}
        slots={{ field: AutocompleteField as never }}
        slotProps={{ field: { setOpen } as never }}
      />
    </LocalizationProvider>
  );
}
