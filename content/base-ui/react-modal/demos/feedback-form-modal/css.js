import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import './feedback-form-modal.css';

export default function FeedbackFormModalCss() {
  const [open, setOpen] = React.useState(false);
  const [text, setText] = React.useState('');
  const [sent, setSent] = React.useState(false);
  return (
    <div>
      <button
        type="button"
        className="feedback-modal-primary"
        onClick={() => setOpen(true)}
      >
        Send feedback
      </button>
      {sent ? <p role="status">Thanks, we read every message.</p> : null}
      <Modal
        open={open}
        onClose={(_event, reason) => {
          if (reason === 'backdropClick' && text) return;
          setOpen(false);
        }}
        className="feedback-modal-layer"
        slots={{ backdrop: 'div' }}
        slotProps={{ backdrop: { className: 'feedback-modal-backdrop' } }}
      >
        <div
          role="dialog"
          aria-modal
          aria-labelledby="feedback-form-css-title"
          tabIndex={-1}
          className="feedback-modal-dialog"
        >
          <h2 id="feedback-form-css-title" className="feedback-modal-title">
            Send feedback
          </h2>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              setSent(true);
              setText('');
              setOpen(false);
            }}
          >
            <label htmlFor="feedback-form-css-text" className="feedback-modal-label">
              What could be better?
            </label>
            <textarea
              id="feedback-form-css-text"
              rows={4}
              value={text}
              onChange={(event) => setText(event.target.value)}
              className="feedback-modal-text"
            />
            <div className="feedback-modal-actions">
              <button
                type="button"
                className="feedback-modal-secondary"
                onClick={() => setOpen(false)}
              >
                Cancel
              </button>
              <button
                type="submit"
                className="feedback-modal-primary"
                disabled={!text}
              >
                Send
              </button>
            </div>
          </form>
        </div>
      </Modal>
    </div>
  );
}
