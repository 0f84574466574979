import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';

const reactions = [
  { emoji: '👍', name: 'Thumbs up' },
  { emoji: '🎉', name: 'Party' },
  { emoji: '👀', name: 'Eyes' },
];

export default function ReactionPickerTailwind() {
  const [anchor, setAnchor] = React.useState(null);
  const [open, setOpen] = React.useState(false);
  const [counts, setCounts] = React.useState({});
  return (
    <div className="pt-14">
      <button
        ref={setAnchor}
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="cursor-pointer rounded-2xl border border-solid border-slate-500 bg-white px-3 py-1.5 text-slate-900"
      >
        Add reaction
      </button>
      <Popup
        open={open}
        anchor={anchor}
        placement="top-start"
        offset={6}
        disablePortal
        className="z-10"
      >
        <div className="flex gap-1 rounded-3xl border border-solid border-slate-300 bg-white p-1 shadow-lg">
          {reactions.map(({ emoji, name }) => (
            <button
              key={name}
              type="button"
              aria-label={name}
              onClick={() => {
                setCounts({ ...counts, [emoji]: (counts[emoji] ?? 0) + 1 });
                setOpen(false);
              }}
              className="h-9 w-9 cursor-pointer rounded-full border-0 bg-transparent text-xl hover:bg-slate-200 focus-visible:bg-slate-200"
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
