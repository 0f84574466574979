import * as React from 'react';
import dayjs from 'dayjs';
import ButtonBase from '@mui/material/ButtonBase';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';

type MonthButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & { ownerState?: unknown };

// Square tiles, with the selected month outlined rather than filled.
const TileMonthButton = React.forwardRef<HTMLButtonElement, MonthButtonProps>(function TileMonthButton(props, ref) {
  const { ownerState, ...other } = props;
  const selected = other['aria-checked'] === true;
  return (
    <ButtonBase
      ref={ref}
      {...other}
      sx={{
        width: 64,
        height: 64,
        m: 0.5,
        borderRadius: 1,
        typography: 'subtitle2',
        color: 'text.primary',
        border: 2,
        borderColor: selected ? 'primary.main' : 'transparent',
        bgcolor: 'action.hover',
        '&:disabled': { color: 'text.disabled' },
      }}
    />
  );
});

export default function CustomMonthButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MonthCalendar defaultValue={dayjs('2024-04-17')} monthsPerRow={4} slots={{ monthButton: TileMonthButton }} />
    </LocalizationProvider>
  );
}
