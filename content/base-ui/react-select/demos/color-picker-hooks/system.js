import * as React from 'react';
import { useSelect, SelectProvider } from '@mui/base/useSelect';
import { useOption } from '@mui/base/useOption';
import { styled } from '@mui/system';
import { colors } from './colors';

const Card = styled('div')({
  position: 'relative',
  minHeight: 150,
  padding: 12,
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
});

const Button = styled('button')({
  marginInlineStart: 8,
  padding: '4px 10px',
  border: '1px solid #64748b',
  borderRadius: 6,
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
});

// No `display` here: the listbox hides itself with the `hidden` attribute while it is closed.
const Listbox = styled('ul')({
  position: 'absolute',
  zIndex: 1,
  margin: '4px 0',
  padding: 4,
  border: '1px solid #cbd5e1',
  borderRadius: 6,
  backgroundColor: '#fff',
  listStyle: 'none',
  boxShadow: '0 4px 16px rgb(15 23 42 / 0.15)',
  outline: 0,
});

const Item = styled('li')({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '4px 8px',
  borderRadius: 4,
  cursor: 'pointer',
  '&.highlighted': { backgroundColor: '#e2e8f0' },
  '&.selected': { fontWeight: 700 },
});

const Chip = styled('span')({ width: 14, height: 14, borderRadius: 3 });

function Swatch({ value, label }) {
  const { getRootProps, selected, highlighted } = useOption({
    value,
    label,
    disabled: false,
  });
  const state = [highlighted && 'highlighted', selected && 'selected']
    .filter(Boolean)
    .join(' ');
  return (
    <Item {...getRootProps()} className={state || undefined}>
      <Chip style={{ backgroundColor: value }} />
      {label}
    </Item>
  );
}

export default function ColorPickerHooksSystem() {
  const id = React.useId();
  const listboxRef = React.useRef(null);
  const { getButtonProps, getListboxProps, contextValue, value, open } = useSelect({
    listboxRef,
    defaultValue: '#1d4ed8',
  });
  const current = colors.find((color) => color.value === value);
  return (
    <Card>
      <span id={`${id}-label`}>Label color</span>
      <Button {...getButtonProps()} aria-labelledby={`${id}-label`}>
        {current?.label ?? 'None'}
      </Button>
      <Listbox {...getListboxProps()} hidden={!open}>
        <SelectProvider value={contextValue}>
          {colors.map((color) => (
            <Swatch key={color.value} {...color} />
          ))}
        </SelectProvider>
      </Listbox>
    </Card>
  );
}
