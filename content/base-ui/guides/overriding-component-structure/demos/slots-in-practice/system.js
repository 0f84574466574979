import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Badge } from '@mui/base/Badge';
import { styled } from '@mui/system';

// Colours are the theme's CSS variables, so the demo follows light and dark mode.
const focusRing = {
  outline: '3px solid var(--mui-palette-primary-main)',
  outlineOffset: 2,
};

const LinkButton = styled(Button)({
  display: 'inline-block',
  padding: '8px 14px',
  color: 'var(--mui-palette-primary-contrastText)',
  backgroundColor: 'var(--mui-palette-primary-main)',
  borderRadius: 8,
  textDecoration: 'none',
  '&.base--focusVisible': focusRing,
});

const PlainButton = styled(Button)({
  padding: '6px 12px',
  font: 'inherit',
  color: 'var(--mui-palette-text-primary)',
  backgroundColor: 'var(--mui-palette-background-paper)',
  border: '1px solid var(--mui-palette-text-secondary)',
  borderRadius: 8,
  cursor: 'pointer',
  '&.base--focusVisible': focusRing,
});

// A custom component for an interior slot receives ownerState (styled does not pass it to the DOM):
// here, the badge's count.
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
  color: 'var(--mui-palette-error-contrastText)',
  backgroundColor: 'var(--mui-palette-error-main)',
  borderRadius: 10,
  '&.base-Badge-invisible': { display: 'none' },
});

const Row = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 24,
});
const Status = styled('p')({ margin: 0 });

export default function SlotsInPracticeSystem() {
  const [unread, setUnread] = React.useState(3);
  return (
    <Row>
      {/* Root slot: the Button renders an <a>, keeping its focus and state handling. */}
      <LinkButton slots={{ root: 'a' }} href="#slots-in-practice-inbox">
        Open inbox
      </LinkButton>
      <Badge
        badgeContent={unread}
        slots={{ badge: Count }}
        slotProps={{ root: { style: { position: 'relative' } } }}
      >
        <PlainButton onClick={() => setUnread(0)}>Mark all read</PlainButton>
      </Badge>
      <Status id="slots-in-practice-inbox">{unread} unread</Status>
    </Row>
  );
}
