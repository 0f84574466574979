import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { styled } from '@mui/system';
import { ChevronButton, regions } from './chevron-button';

// The root slot is the custom button; styled() styles it, since Select passes className down.
const RegionSelect = styled(Select)({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  minWidth: 260,
  padding: '8px 12px',
  border: '1px solid #64748b',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  '&.base--focusVisible': { outline: '2px solid #bfdbfe' },
});
const Listbox = styled('ul')({
  minWidth: 260,
  margin: '4px 0',
  padding: 4,
  listStyle: 'none',
  border: '1px solid #cbd5e1',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '0 4px 16px rgb(15 23 42 / 0.15)',
});
const RegionOption = styled(Option)({
  padding: '6px 8px',
  borderRadius: 6,
  cursor: 'pointer',
  '&.base-Option-highlighted': { backgroundColor: '#e2e8f0' },
  '&.base--selected': { backgroundColor: '#1d4ed8', color: '#fff' },
});

export default function ChevronSelectSystem() {
  const id = React.useId();
  return (
    <div style={{ minHeight: 190 }}>
      <label htmlFor={`${id}-region`} style={{ display: 'block', marginBottom: 6 }}>
        Data region
      </label>
      <RegionSelect
        id={`${id}-region`}
        defaultValue="eu"
        slots={{ root: ChevronButton, listbox: Listbox }}
        slotProps={{ popup: { style: { zIndex: 10 } } }}
      >
        {regions.map((region) => (
          <RegionOption key={region.value} value={region.value}>
            {region.label}
          </RegionOption>
        ))}
      </RegionSelect>
    </div>
  );
}
