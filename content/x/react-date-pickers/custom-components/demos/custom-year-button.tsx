import * as React from 'react';
import dayjs from 'dayjs';
import ButtonBase from '@mui/material/ButtonBase';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

// Years with a published annual report get a dot under the number.
const reportYears = ['2019', '2020', '2022', '2023'];

type YearButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & { ownerState?: unknown };

const ReportYearButton = React.forwardRef<HTMLButtonElement, YearButtonProps>(function ReportYearButton(props, ref) {
  const { ownerState, children, ...other } = props;
  const hasReport = reportYears.includes(String(children));
  const selected = other['aria-checked'] === true;
  return (
    <ButtonBase
      ref={ref}
      {...other}
      sx={{
        width: 72,
        height: 44,
        my: 0.5,
        borderRadius: 2,
        flexDirection: 'column',
        typography: 'body1',
        color: selected ? 'primary.contrastText' : 'text.primary',
        bgcolor: selected ? 'primary.main' : 'transparent',
        '&.Mui-disabled, &:disabled': { color: 'text.disabled' },
        '&:hover': { bgcolor: selected ? 'primary.dark' : 'action.hover' },
      }}
    >
      {children}
      {hasReport && <span aria-hidden style={{ fontSize: 10, lineHeight: 1 }}>●</span>}
    </ButtonBase>
  );
});

export default function CustomYearButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <YearCalendar
        defaultValue={dayjs('2023-01-01')}
        minDate={dayjs('2018-01-01')}
        maxDate={dayjs('2026-12-31')}
        slots={{ yearButton: ReportYearButton }}
      />
    </LocalizationProvider>
  );
}
