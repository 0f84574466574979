import * as React from 'react';
import { useSnackbar } from '@mui/base/useSnackbar';

export default function UploadToastHookTailwind() {
  const [open, setOpen] = React.useState(false);
  const [count, setCount] = React.useState(0);
  const { getRootProps } = useSnackbar({
    open,
    autoHideDuration: 5000,
    onClose: () => setOpen(false),
  });
  const upload = () => {
    setCount((n) => n + 1);
    setOpen(true);
  };
  return (
    <div className="min-h-[100px]">
      <button
        type="button"
        onClick={upload}
        className="cursor-pointer rounded-md border border-solid border-slate-500 bg-white px-3 py-1.5 text-slate-900 [font:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-blue-300"
      >
        Upload report.pdf
      </button>
      {open && (
        <div
          {...getRootProps()}
          className="mt-3 max-w-[360px] rounded-lg bg-green-900 px-4 py-2.5 text-green-50"
        >
          <span role="status">
            Upload {count} finished. Hover to keep this message.
          </span>
        </div>
      )}
    </div>
  );
}
