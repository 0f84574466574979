import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import { useSlideState } from './use-slide-state';

export default function SlidingSnackbarTailwind() {
  const { open, setOpen, exited, shown, show, onTransitionEnd } = useSlideState();
  return (
    <div className="relative min-h-[130px] overflow-hidden">
      <button
        type="button"
        onClick={show}
        className="cursor-pointer rounded-md border border-solid border-slate-500 bg-white px-3 py-1.5 text-slate-900"
      >
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
          onTransitionEnd={onTransitionEnd}
          className={`absolute inset-x-4 bottom-4 rounded-lg bg-green-900 px-4 py-2.5 text-green-50 transition-[opacity,transform] duration-200 ease-out motion-reduce:duration-[1ms] ${
            shown
              ? 'translate-y-0 opacity-100'
              : 'translate-y-[calc(100%+16px)] opacity-0'
          }`}
        >
          Published to 3 channels
        </div>
      </Snackbar>
    </div>
  );
}
