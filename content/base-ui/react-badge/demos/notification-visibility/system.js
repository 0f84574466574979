import * as React from 'react';
import { Badge as BaseBadge } from '@mui/base/Badge';
import { styled } from '@mui/system';

const Badge = styled(BaseBadge)({
  position: 'relative',
  display: 'inline-flex',
  '& .base-Badge-badge': {
    position: 'absolute',
    top: -8,
    insetInlineEnd: -10,
    minWidth: 20,
    padding: '0 6px',
    boxSizing: 'border-box',
    borderRadius: 10,
    backgroundColor: '#b91c1c',
    color: '#fff',
    fontSize: 12,
    fontWeight: 600,
    lineHeight: '20px',
    textAlign: 'center',
    transition: 'transform 150ms',
  },
  // Hidden with a scale, so it can animate out instead of disappearing.
  '& .base-Badge-badge.base-Badge-invisible': { transform: 'scale(0)' },
});

const Bell = styled('span')({
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  color: '#0f172a',
});

const Stepper = styled('button')({
  minWidth: 32,
  padding: '4px 8px',
  font: 'inherit',
  cursor: 'pointer',
});

export default function NotificationVisibilitySystem() {
  const [count, setCount] = React.useState(3);
  const [showZero, setShowZero] = React.useState(false);
  const [doNotDisturb, setDoNotDisturb] = React.useState(false);
  return (
    <div
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 24 }}
    >
      <Badge
        badgeContent={count}
        max={9}
        showZero={showZero}
        invisible={doNotDisturb}
        slotProps={{ badge: { 'aria-hidden': true } }}
      >
        <Bell role="img" aria-label={`Notifications: ${count}`}>
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
        </Bell>
      </Badge>
      <div style={{ display: 'flex', gap: 8 }}>
        <Stepper
          type="button"
          aria-label="One notification less"
          onClick={() => setCount((value) => Math.max(0, value - 1))}
        >
          −
        </Stepper>
        <Stepper
          type="button"
          aria-label="One more notification"
          onClick={() => setCount((value) => value + 1)}
        >
          +
        </Stepper>
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
