import * as React from 'react';
import { useBadge } from '@mui/base/useBadge';
import { styled } from '@mui/system';

// Colours are the theme's CSS variables, so the pill and buttons follow light and dark mode.
const Pill = styled('span')({
  marginInlineStart: 8,
  padding: '0 8px',
  borderRadius: 10,
  backgroundColor: 'var(--mui-palette-primary-main)',
  color: 'var(--mui-palette-primary-contrastText)',
  fontSize: 12,
  lineHeight: '20px',
});

const Action = styled('button')({
  padding: '4px 10px',
  border: '1px solid var(--mui-palette-text-secondary)',
  borderRadius: 6,
  backgroundColor: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid var(--mui-palette-primary-main)', outlineOffset: 2 },
});

const Row = styled('div')({ display: 'flex', alignItems: 'center', gap: 12 });

export default function CartBadgeHookSystem() {
  const [items, setItems] = React.useState(8);
  const { displayValue, invisible } = useBadge({ badgeContent: items, max: 9 });
  return (
    <Row>
      <span aria-live="polite">
        Cart
        {!invisible && <Pill>{displayValue}</Pill>}
      </span>
      <Action type="button" onClick={() => setItems((n) => Math.max(0, n - 1))}>
        Remove item
      </Action>
      <Action type="button" onClick={() => setItems((n) => n + 1)}>
        Add item
      </Action>
    </Row>
  );
}
