import * as React from 'react';
import { Modal } from '@mui/base/Modal';

const primary =
  'cursor-pointer rounded-lg border border-solid border-blue-700 bg-blue-700 px-3.5 py-2 font-[inherit] text-white';

export default function FeedbackFormModalTailwind() {
  const [open, setOpen] = React.useState(false);
  const [text, setText] = React.useState('');
  const [sent, setSent] = React.useState(false);
  return (
    <div>
      <button type="button" className={primary} onClick={() => setOpen(true)}>
        Send feedback
      </button>
      {sent ? <p role="status">Thanks, we read every message.</p> : null}
      <Modal
        open={open}
        onClose={(_event, reason) => {
          if (reason === 'backdropClick' && text) return;
          setOpen(false);
        }}
        disablePortal
        className="fixed inset-0 z-[1300] grid place-items-center"
        slots={{ backdrop: 'div' }}
        slotProps={{
          backdrop: { className: 'fixed inset-0 -z-10 bg-slate-900/60' },
        }}
      >
        <div
          role="dialog"
          aria-modal
          aria-labelledby="feedback-form-tailwind-title"
          tabIndex={-1}
          className="w-[360px] max-w-[calc(100vw-32px)] rounded-xl bg-white p-6 text-slate-900 outline-none"
        >
          <h2 id="feedback-form-tailwind-title" className="mt-0">
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
            <label htmlFor="feedback-form-tailwind-text" className="mb-1 block">
              What could be better?
            </label>
            <textarea
              id="feedback-form-tailwind-text"
              rows={4}
              value={text}
              onChange={(event) => setText(event.target.value)}
              className="box-border w-full font-[inherit]"
            />
            <div className="mt-3 flex justify-end gap-2">
              <button
                type="button"
                onClick={() => setOpen(false)}
                className="cursor-pointer rounded-lg border border-solid border-slate-500 bg-white px-3.5 py-2 font-[inherit] text-slate-900"
              >
                Cancel
              </button>
              <button type="submit" disabled={!text} className={primary}>
                Send
              </button>
            </div>
          </form>
        </div>
      </Modal>
    </div>
  );
}
