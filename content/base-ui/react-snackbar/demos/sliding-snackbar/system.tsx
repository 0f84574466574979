import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import { styled } from '@mui/system';
import { useSlideState } from './use-slide-state';

const Frame = styled('div')({ position: 'relative', minHeight: 130, overflow: 'hidden' });
const Toast = styled('div')({
  position: 'absolute',
  left: 16,
  right: 16,
  bottom: 16,
  padding: '10px 16px',
  borderRadius: 8,
  backgroundColor: '#14532d',
  color: '#f0fdf4',
  opacity: 0,
  transform: 'translateY(calc(100% + 16px))',
  transition: 'opacity 200ms, transform 200ms ease-out',
  '&.shown': { opacity: 1, transform: 'none' },
  '@media (prefers-reduced-motion: reduce)': { transitionDuration: '1ms' },
});
const Action = styled('button')({
  padding: '6px 12px',
  border: '1px solid #64748b',
  borderRadius: 6,
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  cursor: 'pointer',
});

export default function SlidingSnackbarSystem() {
  const { open, setOpen, exited, shown, show, onTransitionEnd } = useSlideState();
  return (
    <Frame>
      <Action type="button" onClick={show}>
        Publish
      </Action>
      <Snackbar open={open} exited={exited} autoHideDuration={3000} onClose={() => setOpen(false)}>
        <Toast role="status" className={shown ? 'shown' : undefined} onTransitionEnd={onTransitionEnd}>
          Published to 3 channels
        </Toast>
      </Snackbar>
    </Frame>
  );
}
