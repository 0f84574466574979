import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { GlobalStyles, styled } from '@mui/system';
import { fadingListbox, sizes } from './fading-listbox';

const Listbox = fadingListbox({ className: 'fading-select-system', enterClassName: 'open' });

// The popup renders in a portal, outside the styled button, so its styles are global (scoped by class).
const popupStyles = (
  <GlobalStyles
    styles={{
      '.fading-select-system': { opacity: 0, transform: 'translateY(-4px)', transition: 'opacity 150ms, transform 150ms' },
      '.fading-select-system.open': { opacity: 1, transform: 'none' },
      '@media (prefers-reduced-motion: reduce)': { '.fading-select-system': { transitionDuration: '1ms' } },
      '.fading-select-system ul': {
        minWidth: 240,
        margin: '4px 0',
        padding: 4,
        listStyle: 'none',
        border: '1px solid #cbd5e1',
        borderRadius: 8,
        backgroundColor: '#fff',
        color: '#0f172a',
        boxShadow: '0 4px 16px rgb(15 23 42 / 0.15)',
      },
      '.fading-select-system li': { padding: '6px 8px', borderRadius: 6, cursor: 'pointer' },
      '.fading-select-system li.base-Option-highlighted': { backgroundColor: '#e2e8f0' },
      '.fading-select-system li.base--selected': { backgroundColor: '#1d4ed8', color: '#fff' },
    }}
  />
);

const Button = styled(Select)({
  minWidth: 240,
  padding: '8px 12px',
  border: '1px solid #64748b',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  '&.base--focusVisible': { outline: '2px solid #bfdbfe' },
}) as typeof Select;

export default function FadingSelectSystem() {
  const id = React.useId();
  return (
    <div style={{ minHeight: 190 }}>
      {popupStyles}
      <label htmlFor={`${id}-size`} style={{ display: 'block', marginBottom: 6 }}>
        Paper size
      </label>
      <Button id={`${id}-size`} defaultValue="a4" slots={{ listbox: Listbox }} slotProps={{ popup: { style: { zIndex: 10 } } }}>
        {sizes.map((size) => (
          <Option key={size.value} value={size.value}>
            {size.label}
          </Option>
        ))}
      </Button>
    </div>
  );
}
