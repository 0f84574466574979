import * as React from 'react';
import { useBadge } from '@mui/base/useBadge';

// Colours are the theme's CSS variables, so the pill and buttons follow light and dark mode.
const action =
  'cursor-pointer rounded-md border border-solid border-[color:var(--mui-palette-text-secondary)] bg-[color:var(--mui-palette-background-paper)] px-2.5 py-1 text-[color:var(--mui-palette-text-primary)] [font:inherit] focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-[color:var(--mui-palette-primary-main)]';

export default function CartBadgeHookTailwind() {
  const [items, setItems] = React.useState(8);
  const { displayValue, invisible } = useBadge({ badgeContent: items, max: 9 });
  return (
    <div className="flex items-center gap-3">
      <span aria-live="polite">
        Cart
        {!invisible && (
          <span className="ms-2 rounded-[10px] bg-[color:var(--mui-palette-primary-main)] px-2 text-xs leading-5 text-[color:var(--mui-palette-primary-contrastText)]">
            {displayValue}
          </span>
        )}
      </span>
      <button type="button" className={action} onClick={() => setItems((n) => Math.max(0, n - 1))}>
        Remove item
      </button>
      <button type="button" className={action} onClick={() => setItems((n) => n + 1)}>
        Add item
      </button>
    </div>
  );
}
