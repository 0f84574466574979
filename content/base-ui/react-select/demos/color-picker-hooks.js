import * as React from 'react';
import { useSelect, SelectProvider } from '@mui/base/useSelect';
import { useOption } from '@mui/base/useOption';

const colors = [
  { value: '#1d4ed8', label: 'Blue' },
  { value: '#15803d', label: 'Green' },
  { value: '#b91c1c', label: 'Red' },
];

function Swatch({ value, label }) {
  const { getRootProps, selected, highlighted } = useOption({
    value,
    label,
    disabled: false,
  });
  return (
    <li
      {...getRootProps()}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '4px 8px',
        borderRadius: 4,
        cursor: 'pointer',
        background: highlighted ? '#e2e8f0' : undefined,
        fontWeight: selected ? 700 : 400,
      }}
    >
      <span style={{ width: 14, height: 14, borderRadius: 3, background: value }} />
      {label}
    </li>
  );
}

export default function ColorPickerHooks() {
  const listboxRef = React.useRef(null);
  const { getButtonProps, getListboxProps, contextValue, value, open } = useSelect({
    listboxRef,
    defaultValue: '#1d4ed8',
  });
  const current = colors.find((color) => color.value === value);
  return (
    <div
      style={{
        position: 'relative',
        minHeight: 150,
        padding: 12,
        borderRadius: 8,
        color: '#0f172a',
        backgroundColor: '#fff',
      }}
    >
      <span id="label-color">Label color</span>{' '}
      <button
        {...getButtonProps()}
        aria-labelledby="label-color"
        style={{
          padding: '4px 10px',
          border: '1px solid #64748b',
          borderRadius: 6,
          background: '#fff',
          color: '#0f172a',
          font: 'inherit',
        }}
      >
        {current?.label ?? 'None'}
      </button>
      <ul
        {...getListboxProps()}
        hidden={!open}
        style={{
          position: 'absolute',
          margin: '4px 0',
          padding: 4,
          listStyle: 'none',
          border: '1px solid #cbd5e1',
          borderRadius: 6,
          background: '#fff',
        }}
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
