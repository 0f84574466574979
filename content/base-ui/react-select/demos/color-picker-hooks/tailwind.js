import * as React from 'react';
import { useSelect, SelectProvider } from '@mui/base/useSelect';
import { useOption } from '@mui/base/useOption';
import { colors } from './colors';

function Swatch({ value, label }) {
  const { getRootProps, selected, highlighted } = useOption({
    value,
    label,
    disabled: false,
  });
  return (
    <li
      {...getRootProps()}
      className={`flex cursor-pointer items-center gap-2 rounded px-2 py-1 ${highlighted ? 'bg-slate-200' : ''} ${
        selected ? 'font-bold' : 'font-normal'
      }`}
    >
      <span
        className="h-3.5 w-3.5 rounded-[3px]"
        style={{ backgroundColor: value }}
      />
      {label}
    </li>
  );
}

export default function ColorPickerHooksTailwind() {
  const id = React.useId();
  const listboxRef = React.useRef(null);
  const { getButtonProps, getListboxProps, contextValue, value, open } = useSelect({
    listboxRef,
    defaultValue: '#1d4ed8',
  });
  const current = colors.find((color) => color.value === value);
  return (
    <div className="relative min-h-[150px] rounded-lg bg-white p-3 text-slate-900">
      <span id={`${id}-label`}>Label color</span>
      <button
        {...getButtonProps()}
        aria-labelledby={`${id}-label`}
        className="ms-2 cursor-pointer rounded-md border border-solid border-slate-500 bg-white px-2.5 py-1 text-slate-900 [font:inherit] focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-blue-300"
      >
        {current?.label ?? 'None'}
      </button>
      {/* No display class here: the listbox hides itself with `hidden` while it is closed. */}
      <ul
        {...getListboxProps()}
        hidden={!open}
        className="absolute z-[1] my-1 list-none rounded-md border border-solid border-slate-300 bg-white p-1 shadow-lg outline-none"
      >
        <SelectProvider value={contextValue}>
          {colors.map((color) => (
            <Swatch key={color.value} {...color} />
          ))}
        </SelectProvider>
      </ul>
    </div>
  );
}
