import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import { styled } from '@mui/system';

const Backdrop = styled('div')({
  position: 'fixed',
  inset: 0,
  zIndex: -1,
  backgroundColor: 'rgb(15 23 42 / 0.6)',
});
const Layer = styled(Modal)({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  display: 'grid',
  placeItems: 'center',
});
const Dialog = styled('div')({
  width: 360,
  maxWidth: 'calc(100vw - 32px)',
  padding: 24,
  color: '#0f172a',
  backgroundColor: '#fff',
  borderRadius: 12,
  outline: 'none',
});
const Action = styled('button')({
  padding: '8px 14px',
  font: 'inherit',
  color: '#fff',
  backgroundColor: '#1d4ed8',
  border: '1px solid #1d4ed8',
  borderRadius: 8,
  cursor: 'pointer',
});

export default function FeedbackFormModalSystem() {
  const [open, setOpen] = React.useState(false);
  const [text, setText] = React.useState('');
  const [sent, setSent] = React.useState(false);
  return (
    <div>
      <Action type="button" onClick={() => setOpen(true)}>
        Send feedback
      </Action>
      {sent ? <p role="status">Thanks, we read every message.</p> : null}
      <Layer
        open={open}
        // A stray click on the backdrop must not throw away a half-written message; Escape still closes.
        onClose={(_event, reason) => {
          if (reason === 'backdropClick' && text) return;
          setOpen(false);
        }}
        slots={{ backdrop: Backdrop }}
      >
        <Dialog
          role="dialog"
          aria-modal
          aria-labelledby="feedback-form-system-title"
          tabIndex={-1}
        >
          <h2 id="feedback-form-system-title" style={{ marginTop: 0 }}>
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
            <label
              htmlFor="feedback-form-system-text"
              style={{ display: 'block', marginBottom: 4 }}
            >
              What could be better?
            </label>
            <textarea
              id="feedback-form-system-text"
              rows={4}
              value={text}
              onChange={(event) => setText(event.target.value)}
              style={{ width: '100%', boxSizing: 'border-box', font: 'inherit' }}
            />
            <div
              style={{
                display: 'flex',
                justifyContent: 'flex-end',
                gap: 8,
                marginTop: 12,
              }}
            >
              <button
                type="button"
                onClick={() => setOpen(false)}
                style={{
                  font: 'inherit',
                  padding: '8px 14px',
                  borderRadius: 8,
                  border: '1px solid #64748b',
                  backgroundColor: '#fff',
                  color: '#0f172a',
                  cursor: 'pointer',
                }}
              >
                Cancel
              </button>
              <Action type="submit" disabled={!text}>
                Send
              </Action>
            </div>
          </form>
        </Dialog>
      </Layer>
    </div>
  );
}
