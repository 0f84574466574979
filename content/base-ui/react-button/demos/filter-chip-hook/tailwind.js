import * as React from 'react';
import { useButton } from '@mui/base/useButton';

// Colours are the theme's CSS variables, so the chips follow light and dark mode.
function FilterChip({ label, pressed, onToggle }) {
  const { getRootProps, focusVisible } = useButton({ rootElementName: 'span' });
  return (
    <span
      {...getRootProps({ onClick: onToggle })}
      aria-pressed={pressed}
      className={`inline-block cursor-pointer select-none rounded-2xl border border-solid border-[color:var(--mui-palette-text-secondary)] bg-[color:var(--mui-palette-background-paper)] px-3 py-1 text-[color:var(--mui-palette-text-primary)] aria-pressed:border-[color:var(--mui-palette-primary-main)] aria-pressed:bg-[color:var(--mui-palette-primary-main)] aria-pressed:text-[color:var(--mui-palette-primary-contrastText)] ${
        focusVisible
          ? 'outline outline-[3px] outline-offset-2 outline-[color:var(--mui-palette-primary-main)]'
          : ''
      }`}
    >
      {label}
    </span>
  );
}

const filters = ['Open', 'Assigned to me', 'Has pull request'];

export default function FilterChipHookTailwind() {
  const [active, setActive] = React.useState(['Open']);
  const toggle = (name) =>
    setActive((list) =>
      list.includes(name) ? list.filter((item) => item !== name) : [...list, name],
    );
  return (
    <div>
      <div className="flex flex-wrap gap-2">
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
