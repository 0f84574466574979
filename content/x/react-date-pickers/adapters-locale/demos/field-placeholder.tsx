import * as React from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

// Placeholders of empty sections, built from the format's tokens.
export default function FieldPlaceholder() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{
        fieldDayPlaceholder: () => 'dd',
        fieldMonthPlaceholder: (params) => (params.contentType === 'letter' ? 'month' : 'mm'),
        fieldYearPlaceholder: (params) => 'y'.repeat(params.format.length),
        fieldHoursPlaceholder: () => 'hh',
        fieldMinutesPlaceholder: () => 'mm',
      }}
    >
      <DateTimeField label="Appointment" format="DD MMMM YYYY HH:mm" ampm={false} />
    </LocalizationProvider>
  );
}
