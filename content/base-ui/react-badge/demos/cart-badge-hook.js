import * as React from 'react';
import { useBadge } from '@mui/base/useBadge';
import { styled } from '@mui/system';

const Pill = styled('span')({
  marginLeft: 8,
  padding: '0 8px',
  borderRadius: 10,
  backgroundColor: '#1d4ed8',
  color: '#fff',
  fontSize: 12,
  lineHeight: '20px',
});

const Action = styled('button')({
  padding: '4px 10px',
  border: '1px solid #64748b',
  borderRadius: 6,
  backgroundColor: '#fff',
  color: '#0f172a',
  cursor: 'pointer',
});

export default function CartBadgeHook() {
  const [items, setItems] = React.useState(8);
  const { displayValue, invisible } = useBadge({ badgeContent: items, max: 9 });
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
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
    </div>
  );
}
