import * as React from 'react';
import { Modal } from '@mui/base/Modal';

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
      className={`${className ?? ''} transition duration-[180ms] ease-out ${shown ? 'scale-100 opacity-100' : 'scale-90 opacity-0'}`}
      {...other}
    />
  );
});

const button =
  'cursor-pointer rounded-lg border border-solid border-blue-700 bg-blue-700 px-3.5 py-2 text-white';

export default function ZoomTransitionModalTailwind() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();
  return (
    <div>
      <button type="button" className={button} onClick={() => setOpen(true)}>
        What&apos;s new
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        closeAfterTransition
        disablePortal
        className="fixed inset-0 z-[1300] grid place-items-center"
        slots={{ backdrop: 'div' }}
        slotProps={{
          backdrop: { className: 'fixed inset-0 -z-10 bg-slate-900/60' },
        }}
      >
        <Zoom
          in={open}
          className="w-80 rounded-xl bg-white p-6 text-slate-900 outline-none"
          role="dialog"
          aria-modal
          aria-labelledby={titleId}
          tabIndex={-1}
        >
          <h2 id={titleId} className="m-0 text-xl">
            Version 4.2
          </h2>
          <p>Boards can now be archived, and exports include comments.</p>
          <button type="button" className={button} onClick={() => setOpen(false)}>
            Got it
          </button>
        </Zoom>
      </Modal>
    </div>
  );
}
