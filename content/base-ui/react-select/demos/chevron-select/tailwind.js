import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { ChevronButton, regions } from './chevron-button';

export default function ChevronSelectTailwind() {
  const id = React.useId();
  return (
    <div className="min-h-[190px]">
      <label htmlFor={`${id}-region`} className="mb-1.5 block">
        Data region
      </label>
      <Select
        id={`${id}-region`}
        defaultValue="eu"
        slots={{ root: ChevronButton }}
        slotProps={{
          root: {
            className:
              'flex min-w-[260px] cursor-pointer items-center justify-between gap-2 rounded-lg border border-solid border-slate-500 bg-white px-3 py-2 text-left text-slate-900 [&.base--focusVisible]:outline [&.base--focusVisible]:outline-blue-200',
          },
          popup: { disablePortal: true, className: 'z-10' },
          listbox: {
            className:
              'my-1 min-w-[260px] list-none rounded-lg border border-solid border-slate-300 bg-white p-1 text-slate-900 shadow-lg',
          },
        }}
      >
        {regions.map((region) => (
          <Option
            key={region.value}
            value={region.value}
            className="cursor-pointer rounded-md px-2 py-1.5 [&.base--selected]:bg-blue-700 [&.base--selected]:text-white [&.base-Option-highlighted:not(.base--selected)]:bg-slate-200"
          >
            {region.label}
          </Option>
        ))}
      </Select>
    </div>
  );
}
