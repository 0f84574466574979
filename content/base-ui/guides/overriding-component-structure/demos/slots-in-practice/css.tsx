import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Badge, type BadgeBadgeSlotProps } from '@mui/base/Badge';
import './slots-in-practice.css';

// A custom component for an interior slot receives ownerState: here, the badge's count. It keeps
// ownerState off the DOM, adds its class to the built-in ones and forwards the ref.
const Count = React.forwardRef<HTMLSpanElement, BadgeBadgeSlotProps>(function Count(
  { ownerState, className, ...other },
  ref,
) {
  return <span ref={ref} {...other} className={`${className ?? ''} slots-in-practice-count`} />;
});

export default function SlotsInPracticeCss() {
  const [unread, setUnread] = React.useState(3);
  return (
    <div className="slots-in-practice">
      {/* Root slot: the Button renders an <a>, keeping its focus and state handling. */}
      <Button slots={{ root: 'a' }} href="#slots-in-practice-inbox" className="slots-in-practice-link">
        Open inbox
      </Button>
      <Badge
        badgeContent={unread}
        slots={{ badge: Count }}
        slotProps={{ root: { className: 'slots-in-practice-badge' } }}
      >
        <Button onClick={() => setUnread(0)} className="slots-in-practice-button">
          Mark all read
        </Button>
      </Badge>
      <p id="slots-in-practice-inbox" className="slots-in-practice-status">
        {unread} unread
      </p>
    </div>
  );
}
