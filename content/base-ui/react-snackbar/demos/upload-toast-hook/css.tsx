import * as React from 'react';
import { useSnackbar } from '@mui/base/useSnackbar';
import './upload-toast-hook.css';

export default function UploadToastHookCss() {
  const [open, setOpen] = React.useState(false);
  const [count, setCount] = React.useState(0);
  const { getRootProps } = useSnackbar({ open, autoHideDuration: 5000, onClose: () => setOpen(false) });
  const upload = () => {
    setCount((n) => n + 1);
    setOpen(true);
  };
  return (
    <div className="upload-toast-hook">
      <button type="button" className="upload-toast-hook-button" onClick={upload}>
        Upload report.pdf
      </button>
      {open && (
        <div {...getRootProps()} className="upload-toast-hook-toast">
          <span role="status">Upload {count} finished. Hover to keep this message.</span>
        </div>
      )}
    </div>
  );
}
