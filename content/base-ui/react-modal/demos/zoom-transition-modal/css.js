import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import './zoom-transition-modal.css';

const DURATION = 180;

// Modal sees the `in` prop, passes onEnter/onExited and, with closeAfterTransition,
// stays mounted until onExited is called.
const Zoom = React.forwardRef(function Zoom(props, ref) {
  const { in: open, onEnter, onExited, className, ...other } = props;
  const [shown, setShown] = React.useState(false);
  React.useEffect(() => {
    if (open) {
      onEnter?.();
      const frame = requestAnimationFrame(() => setShown(true));
      return () => cancelAnimationFrame(frame);
    }
    setShown(false);
    const timer = setTimeout(() => onExited?.(), DURATION);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  return (
    <div
      ref={ref}
      className={`${className ?? ''} zoom-transition-modal-zoom`}
      data-shown={shown}
      {...other}
    />
  );
});

export default function ZoomTransitionModalCss() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();
  return (
    <div>
      <button
        type="button"
        className="zoom-transition-modal-button"
        onClick={() => setOpen(true)}
      >
        What&apos;s new
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        closeAfterTransition
        className="zoom-transition-modal"
        slotProps={{ backdrop: { className: 'zoom-transition-modal-backdrop' } }}
        slots={{ backdrop: 'div' }}
      >
        <Zoom
          in={open}
          className="zoom-transition-modal-dialog"
          role="dialog"
          aria-modal
          aria-labelledby={titleId}
          tabIndex={-1}
        >
          <h2 id={titleId} className="zoom-transition-modal-title">
            Version 4.2
          </h2>
          <p>Boards can now be archived, and exports include comments.</p>
          <button
            type="button"
            className="zoom-transition-modal-button"
            onClick={() => setOpen(false)}
          >
            Got it
          </button>
        </Zoom>
      </Modal>
    </div>
  );
}
