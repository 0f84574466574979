import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Badge } from '@mui/base/Badge';
import { styled } from '@mui/system';

const linkStyle = {
  display: 'inline-block',
  padding: '8px 14px',
  color: '#fff',
  backgroundColor: '#1d4ed8',
  borderRadius: 8,
  textDecoration: 'none',
};

// A custom component for an interior slot receives ownerState: here, the badge's count.
const Count = styled('span')({
  position: 'absolute',
  top: -8,
  insetInlineEnd: -10,
  minWidth: 20,
  padding: '0 6px',
  boxSizing: 'border-box',
  fontSize: 12,
  lineHeight: '20px',
  textAlign: 'center',
  color: '#fff',
  backgroundColor: '#b91c1c',
  borderRadius: 10,
  '&.base-Badge-invisible': { display: 'none' },
});

export default function SlotsInPractice() {
  const [unread, setUnread] = React.useState(3);
  return (
    <div
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 24 }}
    >
      {/* Root slot: the Button renders an <a>, keeping its focus and state handling. */}
      <Button
        slots={{ root: 'a' }}
        href="#slots-in-practice-inbox"
        style={linkStyle}
      >
        Open inbox
      </Button>
      <Badge
        badgeContent={unread}
        slots={{ badge: Count }}
        slotProps={{ root: { style: { position: 'relative' } } }}
      >
        <Button
          onClick={() => setUnread(0)}
          style={{ font: 'inherit', padding: '6px 12px' }}
        >
          Mark all read
        </Button>
      </Badge>
      <p id="slots-in-practice-inbox" style={{ margin: 0 }}>
        {unread} unread
      </p>
    </div>
  );
}
