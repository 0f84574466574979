import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import { styled } from '@mui/system';

type ZoomProps = React.HTMLAttributes<HTMLDivElement> & {
  in?: boolean;
  onEnter?: () => void;
  onExited?: () => void;
};

const DURATION = 180;

// Modal sees the `in` prop, passes onEnter/onExited and, with closeAfterTransition,
// stays mounted until onExited is called.
const Zoom = React.forwardRef<HTMLDivElement, ZoomProps>(function Zoom(props, ref) {
  const { in: open, onEnter, onExited, style, ...other } = props;
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
      style={{
        ...style,
        opacity: shown ? 1 : 0,
        transform: shown ? 'scale(1)' : 'scale(0.9)',
        transition: `opacity ${DURATION}ms ease-out, transform ${DURATION}ms ease-out`,
      }}
      {...other}
    />
  );
});

const Layer = styled(Modal)({ position: 'fixed', inset: 0, zIndex: 1300, display: 'grid', placeItems: 'center' });
const Backdrop = styled('div')({ position: 'fixed', inset: 0, zIndex: -1, backgroundColor: 'rgb(15 23 42 / 0.6)' });
const Dialog = styled(Zoom)({ width: 320, padding: 24, borderRadius: 12, backgroundColor: '#fff', color: '#0f172a', outline: 0 });
const Button = styled('button')({
  padding: '8px 14px',
  borderRadius: 8,
  border: '1px solid #1d4ed8',
  backgroundColor: '#1d4ed8',
  color: '#fff',
  font: 'inherit',
  cursor: 'pointer',
});

export default function ZoomTransitionModalSystem() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();
  return (
    <div>
      <Button type="button" onClick={() => setOpen(true)}>
        What&apos;s new
      </Button>
      <Layer open={open} onClose={() => setOpen(false)} closeAfterTransition slots={{ backdrop: Backdrop }}>
        <Dialog in={open} role="dialog" aria-modal aria-labelledby={titleId} tabIndex={-1}>
          <h2 id={titleId} style={{ margin: 0, fontSize: 20 }}>
            Version 4.2
          </h2>
          <p>Boards can now be archived, and exports include comments.</p>
          <Button type="button" onClick={() => setOpen(false)}>
            Got it
          </Button>
        </Dialog>
      </Layer>
    </div>
  );
}
