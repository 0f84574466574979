import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { frFR } from '@mui/x-date-pickers/locales';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

// Two separate settings: Day.js formats the dates, localeText translates the component's texts.
const frenchTexts = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

export default function TranslatedTexts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr" localeText={frenchTexts}>
      <div lang="fr">
        <StaticDatePicker defaultValue={dayjs('2024-04-17')} slotProps={{ actionBar: { actions: ['clear', 'today', 'accept'] } }} />
      </div>
    </LocalizationProvider>
  );
}
