import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import { styled } from '@mui/system';

const Panel = styled('div')({
  display: 'grid',
  gap: 8,
  maxWidth: 320,
  padding: 16,
  border: '2px solid #64748b',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  '&[data-trapped="false"]': { borderStyle: 'dashed' },
});
const Button = styled('button')({
  justifySelf: 'start',
  padding: '6px 12px',
  border: '1px solid #64748b',
  borderRadius: 6,
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  cursor: 'pointer',
});

export default function LazyActivationSystem() {
  const id = React.useId();
  const [open, setOpen] = React.useState(true);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Button type="button">Before the panel</Button>
      <FocusTrap open={open} disableAutoFocus>
        <Panel
          tabIndex={-1}
          role="group"
          aria-labelledby={`${id}-title`}
          data-trapped={open}
        >
          <strong id={`${id}-title`}>Search filters</strong>
          <label>
            <input type="checkbox" defaultChecked /> In stock only
          </label>
          <label>
            <input type="checkbox" /> Free delivery
          </label>
          <Button type="button" onClick={() => setOpen(false)}>
            Done
          </Button>
        </Panel>
      </FocusTrap>
      {open ? null : (
        <Button type="button" onClick={() => setOpen(true)}>
          Trap again
        </Button>
      )}
    </div>
  );
}
