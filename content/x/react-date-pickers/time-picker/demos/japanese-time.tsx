import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import { jaJP } from '@mui/x-date-pickers/locales';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function JapaneseTime() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="ja"
      localeText={jaJP.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <div lang="ja">
        <TimePicker label="出発時刻" defaultValue={dayjs('2024-04-17T08:40')} />
      </div>
    </LocalizationProvider>
  );
}
