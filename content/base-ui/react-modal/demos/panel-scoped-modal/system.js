import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import { styled } from '@mui/system';

const messages = Array.from(
  { length: 12 },
  (_, index) => `Build #${1040 + index} finished in ${3 + (index % 4)} min`,
);

const Panel = styled('div')({
  position: 'relative',
  height: 220,
  maxWidth: 360,
  overflowY: 'auto',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#fff',
  color: '#0f172a',
});
const Layer = styled(Modal)({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  display: 'grid',
  placeItems: 'center',
});
const Backdrop = styled('div')({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  backgroundColor: 'rgb(15 23 42 / 0.6)',
});
const Dialog = styled('div')({
  width: 240,
  padding: 16,
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  outline: 0,
});
const Button = styled('button')({
  padding: '6px 12px',
  borderRadius: 6,
  border: '1px solid #1d4ed8',
  backgroundColor: '#1d4ed8',
  color: '#fff',
  font: 'inherit',
  cursor: 'pointer',
});

export default function PanelScopedModalSystem() {
  const [open, setOpen] = React.useState(false);
  const [panel, setPanel] = React.useState(null);
  const titleId = React.useId();
  return (
    <Panel ref={setPanel}>
      <div style={{ padding: 12, display: 'grid', gap: 8, justifyItems: 'start' }}>
        <Button type="button" onClick={() => setOpen(true)}>
          Pause the pipeline
        </Button>
        {messages.map((message) => (
          <div key={message}>{message}</div>
        ))}
      </div>
      <Layer
        open={open}
        onClose={() => setOpen(false)}
        container={panel}
        slots={{ backdrop: Backdrop }}
        style={{ top: panel?.scrollTop ?? 0, bottom: 'auto', height: '100%' }}
      >
        <Dialog role="dialog" aria-modal aria-labelledby={titleId} tabIndex={-1}>
          <p id={titleId} style={{ marginTop: 0 }}>
            Pause new builds? Running ones finish.
          </p>
          <Button type="button" onClick={() => setOpen(false)}>
            Pause
          </Button>
        </Dialog>
      </Layer>
    </Panel>
  );
}
