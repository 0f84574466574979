import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';

const action =
  'cursor-pointer rounded-md border border-solid border-slate-500 bg-white px-3 py-1.5 text-slate-900';

export default function SavedSnackbarTailwind() {
  const [open, setOpen] = React.useState(false);
  return (
    <div className="relative min-h-[120px]">
      <button type="button" className={action} onClick={() => setOpen(true)}>
        Save draft
      </button>
      <Snackbar
        open={open}
        autoHideDuration={4000}
        onClose={() => setOpen(false)}
        className="absolute inset-x-4 bottom-4 flex items-center justify-between rounded-lg bg-slate-900 px-4 py-2.5 text-slate-50"
      >
        <span role="status">Draft saved</span>
        <button type="button" className={action} onClick={() => setOpen(false)}>
          Close
        </button>
      </Snackbar>
    </div>
  );
}
