import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';

const currencies = [
  { code: 'EUR', symbol: '€', rate: 1 },
  { code: 'USD', symbol: '$', rate: 1.08 },
  { code: 'GBP', symbol: '£', rate: 0.85 },
  { code: 'JPY', symbol: '¥', rate: 162 },
];

const option =
  'cursor-pointer rounded-md px-2 py-1.5 [&.base-Option-highlighted:not(.base--selected)]:bg-slate-200 [&.base--selected]:bg-blue-700 [&.base--selected]:text-white';

export default function CurrencySelectTailwind() {
  const [currency, setCurrency] = React.useState(currencies[0]);
  const price = 49 * currency.rate;
  return (
    <div className="grid justify-items-start gap-2">
      <label htmlFor="currency-tailwind">Display prices in</label>
      <Select
        id="currency-tailwind"
        name="currency"
        value={currency}
        onChange={(_, value) => value && setCurrency(value)}
        getSerializedValue={(option) => option?.value.code ?? ''}
        slotProps={{
          root: {
            className:
              'min-w-[200px] cursor-pointer rounded-lg border border-solid border-slate-500 bg-white px-3 py-2 text-start text-slate-900 [&.base--focusVisible]:outline [&.base--focusVisible]:outline-blue-200',
          },
          popup: { disablePortal: true, className: 'z-10' },
          listbox: {
            className:
              'my-1 min-w-[200px] list-none rounded-lg border border-solid border-slate-300 bg-white p-1 text-slate-900 shadow-lg',
          },
        }}
      >
        {currencies.map((item) => (
          <Option key={item.code} value={item} label={item.code} className={option}>
            {item.symbol} {item.code}
          </Option>
        ))}
      </Select>
      <p className="m-0">
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
