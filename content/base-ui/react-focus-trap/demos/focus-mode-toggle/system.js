import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import { styled } from '@mui/system';

const Panel = styled('section')({
  display: 'grid',
  gap: 8,
  maxWidth: 360,
  padding: 16,
  borderRadius: 8,
  border: '2px solid #cbd5e1',
  backgroundColor: '#fff',
  color: '#0f172a',
  outline: 0,
  '&.trapped': { borderColor: '#1d4ed8' },
  '& button': {
    justifySelf: 'start',
    padding: '6px 12px',
    borderRadius: 6,
    border: '1px solid #1d4ed8',
    backgroundColor: '#fff',
    color: '#1d4ed8',
    font: 'inherit',
    cursor: 'pointer',
  },
  '& textarea': {
    padding: 8,
    borderRadius: 6,
    border: '1px solid #64748b',
    font: 'inherit',
    color: '#0f172a',
    backgroundColor: '#fff',
  },
});

// The toggle sits inside the trap, so it stays reachable to turn the trap off again.
// disableAutoFocus keeps focus on the toggle instead of moving it to the panel.
export default function FocusModeToggleSystem() {
  const [trapped, setTrapped] = React.useState(false);
  return (
    <FocusTrap open={trapped} disableAutoFocus disableRestoreFocus>
      <Panel
        tabIndex={-1}
        aria-label="Draft reply"
        className={trapped ? 'trapped' : undefined}
      >
        <button
          type="button"
          aria-pressed={trapped}
          onClick={() => setTrapped(!trapped)}
        >
          Focus mode: {trapped ? 'on' : 'off'}
        </button>
        <label htmlFor="focus-mode-system">Reply</label>
        <textarea
          id="focus-mode-system"
          rows={3}
          defaultValue="Thanks, the new dates work for us."
        />
      </Panel>
    </FocusTrap>
  );
}
