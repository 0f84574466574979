import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { esES } from '@mui/x-date-pickers-pro/locales';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

// Spanish month names, Monday-first weeks and DD/MM/YYYY fields; the inputs get their own labels.
export default function SpanishRangePicker() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="es"
      localeText={esES.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <div lang="es">
        <DateRangePicker
          localeText={{ start: 'Llegada', end: 'Salida' }}
          defaultValue={[dayjs('2024-04-17'), dayjs('2024-04-21')]}
        />
      </div>
    </LocalizationProvider>
  );
}
