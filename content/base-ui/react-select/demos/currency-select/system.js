import * as React from 'react';
import { Select as BaseSelect } from '@mui/base/Select';
import { Option as BaseOption } from '@mui/base/Option';
import { styled } from '@mui/system';

const currencies = [
  { code: 'EUR', symbol: '€', rate: 1 },
  { code: 'USD', symbol: '$', rate: 1.08 },
  { code: 'GBP', symbol: '£', rate: 0.85 },
  { code: 'JPY', symbol: '¥', rate: 162 },
];

const Select = styled(BaseSelect)({
  minWidth: 200,
  padding: '8px 12px',
  borderRadius: 8,
  border: '1px solid #64748b',
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  '&.base--focusVisible': { outline: '3px solid #bfdbfe' },
});

const Listbox = styled('ul')({
  minWidth: 200,
  margin: '4px 0',
  padding: 4,
  listStyle: 'none',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '0 4px 16px rgb(15 23 42 / 0.15)',
  zIndex: 1300,
});

const Option = styled(BaseOption)({
  padding: '6px 8px',
  borderRadius: 6,
  cursor: 'pointer',
  '&.base-Option-highlighted': { backgroundColor: '#e2e8f0' },
  '&.base--selected': { backgroundColor: '#1d4ed8', color: '#fff' },
});

export default function CurrencySelectSystem() {
  const [currency, setCurrency] = React.useState(currencies[0]);
  const price = 49 * currency.rate;
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <label htmlFor="currency-system">Display prices in</label>
      <Select
        id="currency-system"
        name="currency"
        value={currency}
        onChange={(_, value) => value && setCurrency(value)}
        getSerializedValue={(option) => option?.value.code ?? ''}
        slots={{ listbox: Listbox }}
      >
        {currencies.map((item) => (
          <Option key={item.code} value={item} label={item.code}>
            {item.symbol} {item.code}
          </Option>
        ))}
      </Select>
      <p style={{ margin: 0 }}>
        Pro plan:{' '}
        <strong>
          {currency.symbol}
          {price.toFixed(currency.code === 'JPY' ? 0 : 2)}
        </strong>{' '}
        per month
      </p>
    </div>
  );
}
