import * as React from 'react';
import { useButton } from '@mui/base/useButton';
import { styled } from '@mui/system';

// Colours are the theme's CSS variables, so the chips follow light and dark mode.
const ChipRoot = styled('span')({
  display: 'inline-block',
  padding: '4px 12px',
  borderRadius: 16,
  border: '1px solid var(--mui-palette-text-secondary)',
  backgroundColor: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  cursor: 'pointer',
  userSelect: 'none',
  '&[aria-pressed="true"]': {
    backgroundColor: 'var(--mui-palette-primary-main)',
    borderColor: 'var(--mui-palette-primary-main)',
    color: 'var(--mui-palette-primary-contrastText)',
  },
  '&.focus-visible': {
    outline: '3px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
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

const Chips = styled('div')({ display: 'flex', gap: 8, flexWrap: 'wrap' });

export default function FilterChipHookSystem() {
  const [active, setActive] = React.useState(['Open']);
  const toggle = (name) =>
    setActive((list) =>
      list.includes(name) ? list.filter((item) => item !== name) : [...list, name],
    );
  return (
    <div>
      <Chips>
        {filters.map((name) => (
          <FilterChip
            key={name}
            label={name}
            pressed={active.includes(name)}
            onToggle={() => toggle(name)}
          />
        ))}
      </Chips>
      <p>Showing issues: {active.length ? active.join(', ') : 'all'}</p>
    </div>
  );
}
