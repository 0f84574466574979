import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssTransition } from '@mui/base/Transitions';
import { styled } from '@mui/system';

const notices = [
  'Ada commented on your pull request',
  'Your export is ready to download',
];

// Starts hidden; `.open` is added a frame after mounting, so the browser has a start state to move from.
const Panel = styled(CssTransition)({
  width: 260,
  padding: 12,
  color: '#0f172a',
  backgroundColor: '#fff',
  border: '1px solid #cbd5e1',
  borderRadius: 8,
  boxShadow: '0 8px 24px rgb(15 23 42 / 0.18)',
  opacity: 0,
  transform: 'translateY(-8px) scale(0.96)',
  transition: 'opacity 150ms ease-out, transform 200ms ease-out',
  '&.open': { opacity: 1, transform: 'none' },
  '@media (prefers-reduced-motion: reduce)': { transitionDuration: '1ms' },
});

const Trigger = styled('button')({
  padding: '6px 12px',
  font: 'inherit',
  color: '#0f172a',
  backgroundColor: '#f1f5f9',
  border: '1px solid #64748b',
  borderRadius: 8,
  cursor: 'pointer',
});

export default function NotificationsFadeSystem() {
  const [anchor, setAnchor] = React.useState(null);
  const [open, setOpen] = React.useState(false);
  return (
    <div style={{ minHeight: 150 }}>
      <Trigger
        ref={setAnchor}
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        Notifications ({notices.length})
      </Trigger>
      <Popup open={open} anchor={anchor} placement="bottom-start" offset={6}>
        {/* transform lasts longest, so the popup unmounts when it ends */}
        <Panel
          enterClassName="open"
          exitClassName="close"
          lastTransitionedPropertyOnExit="transform"
        >
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        </Panel>
      </Popup>
    </div>
  );
}
