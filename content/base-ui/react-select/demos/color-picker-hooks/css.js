import * as React from 'react';
import { useSelect, SelectProvider } from '@mui/base/useSelect';
import { useOption } from '@mui/base/useOption';
import { colors } from './colors';
import './color-picker-hooks.css';

function Swatch({ value, label }) {
  const { getRootProps, selected, highlighted } = useOption({
    value,
    label,
    disabled: false,
  });
  const state = [
    'color-picker-hooks-option',
    highlighted && 'highlighted',
    selected && 'selected',
  ];
  return (
    <li {...getRootProps()} className={state.filter(Boolean).join(' ')}>
      <span className="color-picker-hooks-chip" style={{ backgroundColor: value }} />
      {label}
    </li>
  );
}

export default function ColorPickerHooksCss() {
  const id = React.useId();
  const listboxRef = React.useRef(null);
  const { getButtonProps, getListboxProps, contextValue, value, open } = useSelect({
    listboxRef,
    defaultValue: '#1d4ed8',
  });
  const current = colors.find((color) => color.value === value);
  return (
    <div className="color-picker-hooks">
      <span id={`${id}-label`}>Label color</span>
      <button
        {...getButtonProps()}
        aria-labelledby={`${id}-label`}
        className="color-picker-hooks-button"
      >
        {current?.label ?? 'None'}
      </button>
      <ul
        {...getListboxProps()}
        hidden={!open}
        className="color-picker-hooks-listbox"
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
