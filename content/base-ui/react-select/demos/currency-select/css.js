import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import './currency-select.css';

const currencies = [
  { code: 'EUR', symbol: '€', rate: 1 },
  { code: 'USD', symbol: '$', rate: 1.08 },
  { code: 'GBP', symbol: '£', rate: 0.85 },
  { code: 'JPY', symbol: '¥', rate: 162 },
];

export default function CurrencySelectCss() {
  const [currency, setCurrency] = React.useState(currencies[0]);
  const price = 49 * currency.rate;
  return (
    <div className="currency-select">
      <label htmlFor="currency-css">Display prices in</label>
      <Select
        id="currency-css"
        name="currency"
        value={currency}
        onChange={(_, value) => value && setCurrency(value)}
        getSerializedValue={(option) => option?.value.code ?? ''}
        className="currency-select-button"
        slotProps={{
          listbox: { className: 'currency-select-listbox' },
          popup: { className: 'currency-select-popup' },
        }}
      >
        {currencies.map((item) => (
          <Option key={item.code} value={item} label={item.code}>
            {item.symbol} {item.code}
          </Option>
        ))}
      </Select>
      <p className="currency-select-price">
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
