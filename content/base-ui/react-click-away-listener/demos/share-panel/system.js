import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { styled } from '@mui/system';

const Toggle = styled('button')({
  padding: '6px 12px',
  borderRadius: 6,
  border: '1px solid #1d4ed8',
  backgroundColor: '#1d4ed8',
  color: '#fff',
  font: 'inherit',
  cursor: 'pointer',
});
const Panel = styled('div')({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  left: 0,
  width: 260,
  padding: 12,
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '0 4px 16px rgb(15 23 42 / 0.15)',
  zIndex: 1,
});
const Field = styled('input')({
  width: '100%',
  boxSizing: 'border-box',
  padding: '6px 8px',
  borderRadius: 6,
  border: '1px solid #64748b',
  font: 'inherit',
  color: '#0f172a',
  backgroundColor: '#fff',
});

export default function SharePanelSystem() {
  const [open, setOpen] = React.useState(false);
  return (
    <div style={{ minHeight: 140 }}>
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <div
          style={{ position: 'relative', display: 'inline-block' }}
          onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
        >
          <Toggle
            type="button"
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
          >
            Share
          </Toggle>
          {open && (
            <Panel>
              <label htmlFor="share-link-system">Link</label>
              <Field
                id="share-link-system"
                readOnly
                value="https://example.com/doc/42"
              />
            </Panel>
          )}
        </div>
      </ClickAwayListener>
    </div>
  );
}
