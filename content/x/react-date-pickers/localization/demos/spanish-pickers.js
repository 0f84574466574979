import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { esES } from '@mui/x-date-pickers/locales';

const spanish = esES.components.MuiLocalizationProvider.defaultProps.localeText;

export default function SpanishPickers() {
  return (
    <Stack lang="es">
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        adapterLocale="es"
        localeText={spanish}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <MobileDatePicker
            label="Fecha de llegada"
            defaultValue={dayjs('2027-04-22')}
            localeText={{ cancelButtonLabel: 'Volver' }}
          />
          <TimePicker
            label="Hora de llegada"
            defaultValue={dayjs('2027-04-22T15:30')}
          />
        </Stack>
      </LocalizationProvider>
    </Stack>
  );
}
