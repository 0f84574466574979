import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/it';
import { itIT } from '@mui/x-date-pickers-pro/locales';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function ItalianRange() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="it"
      localeText={itIT.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <div lang="it">
        <DateTimeRangePicker
          defaultValue={[dayjs('2024-04-17T09:00'), dayjs('2024-04-19T17:00')]}
        />
      </div>
    </LocalizationProvider>
  );
}
