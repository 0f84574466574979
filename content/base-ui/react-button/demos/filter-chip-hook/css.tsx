import * as React from 'react';
import { useButton } from '@mui/base/useButton';
import './filter-chip-hook.css';

function FilterChip({ label, pressed, onToggle }: { label: string; pressed: boolean; onToggle: () => void }) {
  const { getRootProps, focusVisible } = useButton({ rootElementName: 'span' });
  return (
    <span
      {...getRootProps({ onClick: onToggle })}
      aria-pressed={pressed}
      className={
        focusVisible ? 'filter-chip-hook-chip filter-chip-hook-focus-visible' : 'filter-chip-hook-chip'
      }
    >
      {label}
    </span>
  );
}

const filters = ['Open', 'Assigned to me', 'Has pull request'];

export default function FilterChipHookCss() {
  const [active, setActive] = React.useState<string[]>(['Open']);
  const toggle = (name: string) =>
    setActive((list) => (list.includes(name) ? list.filter((item) => item !== name) : [...list, name]));
  return (
    <div>
      <div className="filter-chip-hook">
        {filters.map((name) => (
          <FilterChip key={name} label={name} pressed={active.includes(name)} onToggle={() => toggle(name)} />
        ))}
      </div>
      <p>Showing issues: {active.length ? active.join(', ') : 'all'}</p>
    </div>
  );
}
