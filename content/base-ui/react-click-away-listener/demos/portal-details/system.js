import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { Portal } from '@mui/base/Portal';
import { styled } from '@mui/system';

const Toggle = styled('button')({
  padding: '6px 12px',
  border: '1px solid #1d4ed8',
  borderRadius: 6,
  backgroundColor: '#1d4ed8',
  color: '#fff',
  font: 'inherit',
  cursor: 'pointer',
});
const Target = styled('div')({
  minHeight: 90,
  marginTop: 16,
  padding: 12,
  border: '1px dashed #64748b',
  borderRadius: 8,
});
const Details = styled('div')({
  display: 'grid',
  gap: 6,
  padding: 12,
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '0 2px 8px rgb(15 23 42 / 0.2)',
});

export default function PortalDetailsSystem() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const target = React.useRef(null);
  return (
    <div>
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <div style={{ display: 'inline-block' }}>
          <Toggle
            type="button"
            aria-expanded={open}
            aria-controls={open ? `${id}-details` : undefined}
            onClick={() => setOpen((o) => !o)}
          >
            Shipping details
          </Toggle>
          {open ? (
            <Portal container={() => target.current}>
              <Details id={`${id}-details`}>
                <label htmlFor={`${id}-note`}>Note for the courier</label>
                <input
                  id={`${id}-note`}
                  defaultValue="Leave it with the neighbour"
                />
              </Details>
            </Portal>
          ) : null}
        </div>
      </ClickAwayListener>
      <Target ref={target}>
        <span>Portal target, outside the listener&apos;s child:</span>
      </Target>
    </div>
  );
}
