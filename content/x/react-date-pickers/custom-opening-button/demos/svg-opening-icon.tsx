import * as React from 'react';
import dayjs from 'dayjs';
import { createSvgIcon } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// A glyph of our own: a ticket shape, drawn on the 24×24 grid icons use.
const TicketIcon = createSvgIcon(
  <path d="M3 6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3a3 3 0 0 0 0 6v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-3a3 3 0 0 0 0-6zm6 1v2h2V7zm0 4v2h2v-2zm0 4v2h2v-2z" />,
  'Ticket',
);

export default function SvgOpeningIcon() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker label="Show time" defaultValue={dayjs('2024-04-17T20:00')} slots={{ openPickerIcon: TicketIcon }} />
    </LocalizationProvider>
  );
}
