import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const currencies = [
  { value: 'EUR', label: '€ Euro' },
  { value: 'USD', label: '$ US dollar' },
  { value: 'JPY', label: '¥ Japanese yen' },
  { value: 'GBP', label: '£ Pound sterling' },
];

export default function CurrencySelectField() {
  const [currency, setCurrency] = React.useState('EUR');

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        id="currency-select"
        select
        label="Currency"
        value={currency}
        onChange={(event) => setCurrency(event.target.value)}
        helperText="Used on every invoice"
        sx={{ minWidth: 200 }}
      >
        {currencies.map(({ value, label }) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      {/* The native <select>: the platform's own picker, best on phones. */}
      <TextField
        id="currency-native"
        select
        label="Currency (native)"
        defaultValue="USD"
        slotProps={{ select: { native: true } }}
        helperText="The browser's own list"
        sx={{ minWidth: 200 }}
      >
        {currencies.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
