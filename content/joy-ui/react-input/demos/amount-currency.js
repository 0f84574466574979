import * as React from 'react';
import Divider from '@mui/joy/Divider';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';

const symbols = { usd: '$', eur: '€', jpy: '¥' };

export default function AmountCurrency() {
  const [currency, setCurrency] = React.useState('usd');

  return (
    // No FormControl: it would give its id and label to the Select as well as to the Input.
    <Stack spacing={0.75} sx={{ width: 280 }}>
      <FormLabel htmlFor="amount-currency-value">Amount</FormLabel>
      {/* A Select in the end decorator: one field, two values. The divider is decorative. */}
      <Input
        placeholder="0.00"
        startDecorator={symbols[currency]}
        slotProps={{ input: { id: 'amount-currency-value', inputMode: 'decimal' } }}
        endDecorator={
          <React.Fragment>
            <Divider orientation="vertical" />
            <Select
              variant="plain"
              aria-label="Currency"
              value={currency}
              onChange={(_event, value) => value && setCurrency(value)}
              slotProps={{ listbox: { variant: 'outlined' } }}
              sx={{ mr: -1.5, '&:hover': { bgcolor: 'transparent' } }}
            >
              <Option value="usd">US dollar</Option>
              <Option value="eur">Euro</Option>
              <Option value="jpy">Yen</Option>
            </Select>
          </React.Fragment>
        }
      />
    </Stack>
  );
}
