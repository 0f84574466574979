import * as React from 'react';
import { Select as BaseSelect } from '@mui/base/Select';
import { Option as BaseOption } from '@mui/base/Option';
import { styled } from '@mui/system';

// 96 options, built once at module level rather than on every render.
const slots = Array.from({ length: 96 }, (_, index) => {
  const hours = String(Math.floor(index / 4)).padStart(2, '0');
  const minutes = String((index % 4) * 15).padStart(2, '0');
  return `${hours}:${minutes}`;
});

const Select = styled(BaseSelect)({
  minWidth: 140,
  padding: '8px 12px',
  borderRadius: 8,
  border: '1px solid #64748b',
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  '&.base--focusVisible': { outline: '3px solid #bfdbfe' },
});

const Listbox = styled('ul')({
  minWidth: 140,
  maxHeight: 240,
  overflowY: 'auto',
  margin: '4px 0',
  padding: 4,
  listStyle: 'none',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '0 4px 16px rgb(15 23 42 / 0.15)',
  zIndex: 1300,
});

const Option = styled(BaseOption)({
  padding: '6px 8px',
  borderRadius: 6,
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
  '&.base-Option-highlighted': { backgroundColor: '#e2e8f0' },
  '&.base--selected': { backgroundColor: '#1d4ed8', color: '#fff' },
});

export default function TimeSlotSelectSystem() {
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <label htmlFor="time-slot-system">Meeting starts at</label>
      <Select
        id="time-slot-system"
        defaultValue="09:00"
        slots={{ listbox: Listbox }}
      >
        {slots.map((slot) => (
          <Option key={slot} value={slot}>
            {slot}
          </Option>
        ))}
      </Select>
    </div>
  );
}
