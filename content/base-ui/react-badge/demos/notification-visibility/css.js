import * as React from 'react';
import { Badge } from '@mui/base/Badge';
import './notification-visibility.css';

export default function NotificationVisibilityCss() {
  const [count, setCount] = React.useState(3);
  const [showZero, setShowZero] = React.useState(false);
  const [doNotDisturb, setDoNotDisturb] = React.useState(false);
  return (
    <div className="notification-visibility">
      <Badge
        className="notification-visibility-badge"
        badgeContent={count}
        max={9}
        showZero={showZero}
        invisible={doNotDisturb}
        slotProps={{ badge: { 'aria-hidden': true } }}
      >
        <span
          className="notification-visibility-bell"
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
      <div className="notification-visibility-steppers">
        <button
          type="button"
          aria-label="One notification less"
          onClick={() => setCount((value) => Math.max(0, value - 1))}
        >
          −
        </button>
        <button
          type="button"
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
