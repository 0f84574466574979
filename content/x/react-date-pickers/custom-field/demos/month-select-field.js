import * as React from 'react';
import dayjs from 'dayjs';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const months = Array.from({ length: 12 }, (_, index) =>
  dayjs('2024-01-01').month(index).format('MMMM'),
);
const years = [2023, 2024, 2025, 2026];

// A field built from scratch: two selects call the picker's onChange directly; the popup button stays.
function MonthSelectField(props) {
  const { value, onChange, label, InputProps: { ref, endAdornment } = {} } = props;
  const current = value ?? dayjs('2024-04-01');
  const update = (next) =>
    onChange?.(next.startOf('month'), { validationError: null });
  return (
    <Stack direction="row" spacing={1} alignItems="center" ref={ref}>
      <TextField
        select
        size="small"
        label={`${label} month`}
        value={current.month()}
        onChange={(event) => update(current.month(Number(event.target.value)))}
        sx={{ minWidth: 140 }}
      >
        {months.map((name, index) => (
          <MenuItem key={name} value={index}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={`${label} year`}
        value={current.year()}
        onChange={(event) => update(current.year(Number(event.target.value)))}
      >
        {years.map((year) => (
          <MenuItem key={year} value={year}>
            {year}
          </MenuItem>
        ))}
      </TextField>
      {endAdornment}
    </Stack>
  );
}

function MonthSelectPicker(props) {
  return (
    <DatePicker
      {...props}
      views={['year', 'month']}
      slots={{ ...props.slots, field: MonthSelectField }}
    />
  );
}

export default function MonthSelectFieldDemo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MonthSelectPicker
        label="Statement"
        defaultValue={dayjs('2024-04-01')}
        minDate={dayjs('2023-01-01')}
        maxDate={dayjs('2026-12-31')}
      />
    </LocalizationProvider>
  );
}
