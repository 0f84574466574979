import * as React from 'react';
import { useBadge } from '@mui/base/useBadge';
import './cart-badge-hook.css';

export default function CartBadgeHookCss() {
  const [items, setItems] = React.useState(8);
  const { displayValue, invisible } = useBadge({ badgeContent: items, max: 9 });
  return (
    <div className="cart-badge-hook">
      <span aria-live="polite">
        Cart
        {!invisible && <span className="cart-badge-hook-pill">{displayValue}</span>}
      </span>
      <button
        type="button"
        className="cart-badge-hook-action"
        onClick={() => setItems((n) => Math.max(0, n - 1))}
      >
        Remove item
      </button>
      <button
        type="button"
        className="cart-badge-hook-action"
        onClick={() => setItems((n) => n + 1)}
      >
        Add item
      </button>
    </div>
  );
}
