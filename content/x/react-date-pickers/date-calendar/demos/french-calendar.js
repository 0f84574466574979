import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { frFR } from '@mui/x-date-pickers/locales';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// French month and day names, weeks starting on Monday, and French labels on the arrows.
export default function FrenchCalendar() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="fr"
      localeText={frFR.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <div lang="fr">
        <DateCalendar defaultValue={dayjs('2024-04-17')} />
      </div>
    </LocalizationProvider>
  );
}
