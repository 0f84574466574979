import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import { useSlideState } from './use-slide-state';
import './sliding-snackbar.css';

export default function SlidingSnackbarCss() {
  const { open, setOpen, exited, shown, show, onTransitionEnd } = useSlideState();
  return (
    <div className="sliding-snackbar">
      <button type="button" className="sliding-snackbar-action" onClick={show}>
        Publish
      </button>
      <Snackbar
        open={open}
        exited={exited}
        autoHideDuration={3000}
        onClose={() => setOpen(false)}
      >
        <div
          role="status"
          className={
            shown
              ? 'sliding-snackbar-toast sliding-snackbar-shown'
              : 'sliding-snackbar-toast'
          }
          onTransitionEnd={onTransitionEnd}
        >
          Published to 3 channels
        </div>
      </Snackbar>
    </div>
  );
}
