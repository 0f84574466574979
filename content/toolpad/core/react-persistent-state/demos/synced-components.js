import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useLocalStorageState } from '@toolpad/core/useLocalStorageState';

const KEY = 'toolpad-demo:currency';

// Two components, one key: a change in either updates both, and other tabs of the site too.
function CurrencyPicker() {
  const [currency, setCurrency] = useLocalStorageState(KEY, 'EUR');
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      aria-label="Currency"
      value={currency}
      onChange={(_event, value) => value && setCurrency(value)}
    >
      {['EUR', 'USD', 'JPY'].map((code) => (
        <ToggleButton key={code} value={code}>
          {code}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

function PriceTag() {
  const [currency] = useLocalStorageState(KEY, 'EUR');
  const price = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: currency ?? 'EUR',
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography>
        Annual plan: {price.format(currency === 'JPY' ? 15800 : 108)}
      </Typography>
    </Paper>
  );
}

export default function SyncedComponents() {
  return (
    <Stack spacing={2} alignItems="flex-start">
      <CurrencyPicker />
      <PriceTag />
    </Stack>
  );
}
