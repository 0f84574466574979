import * as React from 'react';
import dayjs from 'dayjs';
import InputAdornment, { InputAdornmentProps } from '@mui/material/InputAdornment';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const ValidContext = React.createContext(true);

// The adornment reads the validation state from context and shows it before the opening button.
function ValidityAdornment({ children, ...other }: InputAdornmentProps) {
  const valid = React.useContext(ValidContext);
  return (
    <InputAdornment {...other}>
      {valid ? (
        <CheckCircleIcon fontSize="small" color="success" titleAccess="Date accepted" />
      ) : (
        <ErrorIcon fontSize="small" color="error" titleAccess="Date not accepted" />
      )}
      {children}
    </InputAdornment>
  );
}

export default function ValidityIconAdornment() {
  const [valid, setValid] = React.useState(true);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ValidContext.Provider value={valid}>
        <DatePicker
          label="Start of contract"
          defaultValue={dayjs('2024-04-17')}
          minDate={dayjs('2024-04-01')}
          onError={(error) => setValid(error === null)}
          slots={{ inputAdornment: ValidityAdornment }}
          slotProps={{ textField: { helperText: 'From 1 April 2024' } }}
        />
      </ValidContext.Provider>
    </LocalizationProvider>
  );
}
