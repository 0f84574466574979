import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import './reaction-picker.css';

const reactions = [
  { emoji: '👍', name: 'Thumbs up' },
  { emoji: '🎉', name: 'Party' },
  { emoji: '👀', name: 'Eyes' },
];

export default function ReactionPickerCss() {
  const [anchor, setAnchor] = React.useState(null);
  const [open, setOpen] = React.useState(false);
  const [counts, setCounts] = React.useState({});
  return (
    <div className="reaction-area">
      <button
        ref={setAnchor}
        type="button"
        className="reaction-trigger"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        Add reaction
      </button>
      <Popup
        className="reaction-popup"
        open={open}
        anchor={anchor}
        placement="top-start"
        offset={6}
        disablePortal
      >
        <div className="reaction-panel">
          {reactions.map(({ emoji, name }) => (
            <button
              key={name}
              type="button"
              aria-label={name}
              onClick={() => {
                setCounts({ ...counts, [emoji]: (counts[emoji] ?? 0) + 1 });
                setOpen(false);
              }}
            >
              {emoji}
            </button>
          ))}
        </div>
      </Popup>
      <p>
        {Object.entries(counts)
          .map(([emoji, n]) => `${emoji} ${n}`)
          .join('  ') || 'No reactions yet'}
      </p>
    </div>
  );
}
