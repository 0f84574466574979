import * as React from 'react';
import { Input } from '@mui/base/Input';
import { FloatingRoot } from './floating-root';

export default function FloatingLabelTailwind() {
  const id = React.useId();
  const [city, setCity] = React.useState('');
  return (
    <Input
      slots={{ root: FloatingRoot }}
      value={city}
      onChange={(event) => setCity(event.target.value)}
      startAdornment={
        <label
          htmlFor={`${id}-city`}
          className="pointer-events-none absolute left-3 top-3.5 text-slate-600 transition-all group-data-[raised=true]:top-1 group-data-[raised=true]:text-xs group-data-[raised=true]:text-blue-900"
        >
          City
        </label>
      }
      slotProps={{
        root: {
          className:
            'group relative w-[280px] rounded-lg border border-solid border-slate-500 bg-white text-slate-900 [&.base--focused]:border-blue-700 [&.base--focused]:outline [&.base--focused]:outline-2 [&.base--focused]:outline-blue-200',
        },
        input: {
          id: `${id}-city`,
          className:
            'box-border w-full border-0 bg-transparent px-3 pb-1.5 pt-[22px] text-inherit outline-none',
        },
      }}
    />
  );
}
