import * as React from 'react';
import { Badge } from '@mui/base/Badge';

export default function NotificationVisibilityTailwind() {
  const [count, setCount] = React.useState(3);
  const [showZero, setShowZero] = React.useState(false);
  const [doNotDisturb, setDoNotDisturb] = React.useState(false);
  return (
    <div className="flex flex-wrap items-center gap-6">
      <Badge
        badgeContent={count}
        max={9}
        showZero={showZero}
        invisible={doNotDisturb}
        slotProps={{
          root: { className: 'relative inline-flex' },
          // Hidden with a scale, so it can animate out instead of disappearing.
          badge: {
            'aria-hidden': true,
            className:
              'absolute -top-2 -end-2.5 box-border min-w-[20px] rounded-[10px] bg-red-700 px-1.5 text-center text-xs font-semibold leading-5 text-white transition-transform [&.base-Badge-invisible]:scale-0',
          },
        }}
      >
        <span
          className="grid h-10 w-10 place-items-center rounded-lg border border-solid border-slate-300 text-slate-900"
          role="img"
          aria-label={`Notifications: ${count}`}
        >
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 21h4" />
          </svg>
        </span>
      </Badge>
      <div className="flex gap-2">
        <button
          type="button"
          className="min-w-8 cursor-pointer px-2 py-1"
          aria-label="One notification less"
          onClick={() => setCount((value) => Math.max(0, value - 1))}
        >
          −
        </button>
        <button
          type="button"
          className="min-w-8 cursor-pointer px-2 py-1"
          aria-label="One more notification"
          onClick={() => setCount((value) => value + 1)}
        >
          +
        </button>
      </div>
      <label>
        <input
          type="checkbox"
          checked={showZero}
          onChange={(event) => setShowZero(event.target.checked)}
        />{' '}
        showZero
      </label>
      <label>
        <input
          type="checkbox"
          checked={doNotDisturb}
          onChange={(event) => setDoNotDisturb(event.target.checked)}
        />{' '}
        Do not disturb (invisible)
      </label>
    </div>
  );
}
