import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { styled } from '@mui/system';

const reactions = [
  { emoji: '👍', name: 'Thumbs up' },
  { emoji: '🎉', name: 'Party' },
  { emoji: '👀', name: 'Eyes' },
];

const Trigger = styled('button')({
  padding: '6px 12px',
  borderRadius: 16,
  border: '1px solid #64748b',
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  cursor: 'pointer',
});
const Panel = styled('div')({
  display: 'flex',
  gap: 4,
  padding: 4,
  borderRadius: 20,
  border: '1px solid #cbd5e1',
  backgroundColor: '#fff',
  boxShadow: '0 4px 16px rgb(15 23 42 / 0.15)',
  zIndex: 1300,
});
const Reaction = styled('button')({
  width: 36,
  height: 36,
  borderRadius: '50%',
  border: 0,
  backgroundColor: 'transparent',
  fontSize: 20,
  cursor: 'pointer',
  '&:hover, &:focus-visible': { backgroundColor: '#e2e8f0' },
});

export default function ReactionPickerSystem() {
  const [anchor, setAnchor] = React.useState(null);
  const [open, setOpen] = React.useState(false);
  const [counts, setCounts] = React.useState({});
  return (
    <div style={{ paddingTop: 56 }}>
      <Trigger
        ref={setAnchor}
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        Add reaction
      </Trigger>
      <Popup
        open={open}
        anchor={anchor}
        placement="top-start"
        offset={6}
        disablePortal
      >
        <Panel>
          {reactions.map(({ emoji, name }) => (
            <Reaction
              key={name}
              type="button"
              aria-label={name}
              onClick={() => {
                setCounts({ ...counts, [emoji]: (counts[emoji] ?? 0) + 1 });
                setOpen(false);
              }}
            >
              {emoji}
            </Reaction>
          ))}
        </Panel>
      </Popup>
      <p>
        {Object.entries(counts)
          .map(([emoji, n]) => `${emoji} ${n}`)
          .join('  ') || 'No reactions yet'}
      </p>
    </div>
  );
}
