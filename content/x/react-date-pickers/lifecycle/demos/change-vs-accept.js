import * as React from 'react';
import dayjs from 'dayjs';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ChangeVsAccept() {
  const [value, setValue] = React.useState(dayjs('2027-10-05'));
  const [log, setLog] = React.useState([]);
  const add = (line) => setLog((previous) => [line, ...previous].slice(0, 6));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        alignItems="flex-start"
      >
        <DatePicker
          label="Renewal date"
          value={value}
          views={['year', 'month', 'day']}
          onChange={(next, context) => {
            setValue(next);
            add(
              `onChange ${next?.isValid() ? next.format('YYYY-MM-DD') : 'incomplete'}${context.validationError ? ` (${context.validationError})` : ''}`,
            );
          }}
          onAccept={(next) =>
            add(`onAccept ${next?.format('YYYY-MM-DD') ?? 'cleared'}: save now`)
          }
          onClose={() => add('onClose')}
        />
        <List
          dense
          aria-label="Callback log"
          aria-live="polite"
          sx={{ fontFamily: 'monospace', fontSize: 13, minWidth: 260 }}
        >
          {log.length === 0 ? (
            <ListItem>Type in the field or open the calendar.</ListItem>
          ) : (
            log.map((line, index) => (
              <ListItem key={`${index}-${line}`}>{line}</ListItem>
            ))
          )}
        </List>
      </Stack>
    </LocalizationProvider>
  );
}
