import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssTransition } from '@mui/base/Transitions';
import './notifications-fade.css';

const notices = [
  'Ada commented on your pull request',
  'Your export is ready to download',
];

export default function NotificationsFadeCss() {
  const [anchor, setAnchor] = React.useState(null);
  const [open, setOpen] = React.useState(false);
  return (
    <div className="notices-demo">
      <button
        ref={setAnchor}
        type="button"
        className="notices-trigger"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        Notifications ({notices.length})
      </button>
      <Popup open={open} anchor={anchor} placement="bottom-start" offset={6}>
        <CssTransition
          className="notices-panel"
          enterClassName="notices-panel--open"
          exitClassName="notices-panel--closed"
          lastTransitionedPropertyOnExit="transform"
        >
          <ul className="notices-list">
            {notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        </CssTransition>
      </Popup>
    </div>
  );
}
