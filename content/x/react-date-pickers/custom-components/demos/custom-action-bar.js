import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

// Our own bar: "Clear" on the left, the main action on the right.
function SplitActionBar(props) {
  const { onClear, onSetToday, onAccept, className } = props;
  return (
    <DialogActions className={className} sx={{ justifyContent: 'space-between' }}>
      <Button color="error" onClick={onClear}>
        Clear
      </Button>
      <span>
        <Button onClick={onSetToday}>Today</Button>
        <Button variant="contained" onClick={onAccept}>
          Save date
        </Button>
      </span>
    </DialogActions>
  );
}

export default function CustomActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2024-04-17')}
        slots={{ actionBar: SplitActionBar }}
      />
    </LocalizationProvider>
  );
}
