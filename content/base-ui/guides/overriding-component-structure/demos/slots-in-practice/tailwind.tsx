import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Badge, type BadgeBadgeSlotProps } from '@mui/base/Badge';

// Colours are the theme's CSS variables, so the demo follows light and dark mode.
const focusRing =
  '[&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px] [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-[color:var(--mui-palette-primary-main)]';

// A custom component for an interior slot receives ownerState: here, the badge's count. It keeps
// ownerState off the DOM, adds its classes to the built-in ones and forwards the ref.
const Count = React.forwardRef<HTMLSpanElement, BadgeBadgeSlotProps>(function Count(
  { ownerState, className, ...other },
  ref,
) {
  return (
    <span
      ref={ref}
      {...other}
      className={`${className ?? ''} absolute -end-2.5 -top-2 box-border min-w-[20px] rounded-[10px] bg-[color:var(--mui-palette-error-main)] px-1.5 text-center text-xs leading-5 text-[color:var(--mui-palette-error-contrastText)] [&.base-Badge-invisible]:hidden`}
    />
  );
});

export default function SlotsInPracticeTailwind() {
  const [unread, setUnread] = React.useState(3);
  return (
    <div className="flex flex-wrap items-center gap-6">
      {/* Root slot: the Button renders an <a>, keeping its focus and state handling. */}
      <Button
        slots={{ root: 'a' }}
        href="#slots-in-practice-inbox"
        className={`inline-block rounded-lg bg-[color:var(--mui-palette-primary-main)] px-3.5 py-2 text-[color:var(--mui-palette-primary-contrastText)] no-underline ${focusRing}`}
      >
        Open inbox
      </Button>
      <Badge badgeContent={unread} slots={{ badge: Count }} slotProps={{ root: { className: 'relative' } }}>
        <Button
          onClick={() => setUnread(0)}
          className={`cursor-pointer rounded-lg border border-solid border-[color:var(--mui-palette-text-secondary)] bg-[color:var(--mui-palette-background-paper)] px-3 py-1.5 text-[color:var(--mui-palette-text-primary)] [font:inherit] ${focusRing}`}
        >
          Mark all read
        </Button>
      </Badge>
      <p id="slots-in-practice-inbox" className="m-0">
        {unread} unread
      </p>
    </div>
  );
}
