import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import './panel-scoped-modal.css';

const messages = Array.from({ length: 12 }, (_, index) => `Build #${1040 + index} finished in ${3 + (index % 4)} min`);

export default function PanelScopedModalCss() {
  const [open, setOpen] = React.useState(false);
  const [panel, setPanel] = React.useState<HTMLDivElement | null>(null);
  const titleId = React.useId();
  return (
    <div className="panel-scoped-modal" ref={setPanel}>
      <div className="panel-scoped-modal-log">
        <button type="button" className="panel-scoped-modal-button" onClick={() => setOpen(true)}>
          Pause the pipeline
        </button>
        {messages.map((message) => (
          <div key={message}>{message}</div>
        ))}
      </div>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        container={panel}
        className="panel-scoped-modal-layer"
        style={{ top: panel?.scrollTop ?? 0 }}
        slots={{ backdrop: 'div' }}
        slotProps={{ backdrop: { className: 'panel-scoped-modal-backdrop' } }}
      >
        <div className="panel-scoped-modal-dialog" role="dialog" aria-modal aria-labelledby={titleId} tabIndex={-1}>
          <p id={titleId} className="panel-scoped-modal-text">
            Pause new builds? Running ones finish.
          </p>
          <button type="button" className="panel-scoped-modal-button" onClick={() => setOpen(false)}>
            Pause
          </button>
        </div>
      </Modal>
    </div>
  );
}
