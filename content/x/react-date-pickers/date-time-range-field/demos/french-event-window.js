import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { frFR } from '@mui/x-date-pickers-pro/locales';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';

// With adapterLocale="fr" the sections follow French order (day first, 24 hours); "au" separates the ends.
export default function FrenchEventWindow() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="fr"
      localeText={frFR.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <div lang="fr">
        <SingleInputDateTimeRangeField
          label="Salon du livre"
          defaultValue={[dayjs('2024-04-17T10:00'), dayjs('2024-04-19T18:30')]}
          dateSeparator="au"
          sx={{ minWidth: 380 }}
        />
      </div>
    </LocalizationProvider>
  );
}
