import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/sv';
import { svSE } from '@mui/x-date-pickers/locales';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function SwedishToolbar() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="sv"
      localeText={svSE.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <div lang="sv">
        <StaticDatePicker defaultValue={dayjs('2024-04-17')} slotProps={{ toolbar: { toolbarFormat: 'dddd D MMMM' } }} />
      </div>
    </LocalizationProvider>
  );
}
