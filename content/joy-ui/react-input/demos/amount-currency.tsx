import * as React from 'react';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

const symbols: Record<string, string> = { usd: '$', eur: '€', jpy: '¥' };

export default function AmountCurrency() {
  const [currency, setCurrency] = React.useState('usd');

  return (
    <FormControl sx={{ width: 280 }}>
      <FormLabel>Amount</FormLabel>
      {/* A Select in the end decorator: one field, two values. The divider is decorative. */}
      <Input
        placeholder="0.00"
        startDecorator={symbols[currency]}
        slotProps={{ input: { inputMode: 'decimal' } }}
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
    </FormControl>
  );
}
