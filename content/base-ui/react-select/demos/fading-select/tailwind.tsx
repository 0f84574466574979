import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { fadingListbox, sizes } from './fading-listbox';

const Listbox = fadingListbox({
  className: 'opacity-0 -translate-y-1 transition-[opacity,transform] duration-150 motion-reduce:duration-[1ms]',
  enterClassName: '!opacity-100 !translate-y-0',
});

export default function FadingSelectTailwind() {
  const id = React.useId();
  return (
    <div className="min-h-[190px]">
      <label htmlFor={`${id}-size`} className="mb-1.5 block">
        Paper size
      </label>
      <Select
        id={`${id}-size`}
        defaultValue="a4"
        slots={{ listbox: Listbox }}
        slotProps={{
          root: {
            className:
              'min-w-[240px] cursor-pointer rounded-lg border border-solid border-slate-500 bg-white px-3 py-2 text-left text-slate-900 [&.base--focusVisible]:outline [&.base--focusVisible]:outline-blue-200',
          },
          popup: { disablePortal: true, className: 'z-10' },
          listbox: { className: 'my-1 min-w-[240px] list-none rounded-lg border border-solid border-slate-300 bg-white p-1 text-slate-900 shadow-lg' },
        }}
      >
        {sizes.map((size) => (
          <Option
            key={size.value}
            value={size.value}
            className="cursor-pointer rounded-md px-2 py-1.5 [&.base--selected]:bg-blue-700 [&.base--selected]:text-white [&.base-Option-highlighted:not(.base--selected)]:bg-slate-200"
          >
            {size.label}
          </Option>
        ))}
      </Select>
    </div>
  );
}
