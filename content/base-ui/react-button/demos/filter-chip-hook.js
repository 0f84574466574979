import * as React from 'react';
import { useButton } from '@mui/base/useButton';
import { styled } from '@mui/system';

const ChipRoot = styled('span')({
  display: 'inline-block',
  padding: '4px 12px',
  borderRadius: 16,
  border: '1px solid #64748b',
  backgroundColor: '#fff',
  color: '#0f172a',
  cursor: 'pointer',
  userSelect: 'none',
  '&[aria-pressed="true"]': {
    backgroundColor: '#1d4ed8',
    borderColor: '#1d4ed8',
    color: '#fff',
  },
  '&.focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
});

function FilterChip({ label, pressed, onToggle }) {
  const { getRootProps, focusVisible } = useButton({ rootElementName: 'span' });
  return (
    <ChipRoot
      {...getRootProps({ onClick: onToggle })}
      aria-pressed={pressed}
      className={focusVisible ? 'focus-visible' : undefined}
    >
      {label}
    </ChipRoot>
  );
}

const filters = ['Open', 'Assigned to me', 'Has pull request'];

export default function FilterChipHook() {
  const [active, setActive] = React.useState(['Open']);
  const toggle = (name) =>
    setActive((list) =>
      list.includes(name) ? list.filter((item) => item !== name) : [...list, name],
    );
  return (
    <div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {filters.map((name) => (
          <FilterChip
            key={name}
            label={name}
            pressed={active.includes(name)}
            onToggle={() => toggle(name)}
          />
        ))}
      </div>
      <p>Showing issues: {active.length ? active.join(', ') : 'all'}</p>
    </div>
  );
}
