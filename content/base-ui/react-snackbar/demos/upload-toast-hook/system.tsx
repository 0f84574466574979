import * as React from 'react';
import { useSnackbar } from '@mui/base/useSnackbar';
import { styled } from '@mui/system';

const Action = styled('button')({
  padding: '6px 12px',
  borderRadius: 6,
  border: '1px solid #64748b',
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#f1f5f9' },
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
});

const Toast = styled('div')({
  maxWidth: 360,
  marginTop: 12,
  padding: '10px 16px',
  borderRadius: 8,
  backgroundColor: '#14532d',
  color: '#f0fdf4',
});

export default function UploadToastHookSystem() {
  const [open, setOpen] = React.useState(false);
  const [count, setCount] = React.useState(0);
  const { getRootProps } = useSnackbar({ open, autoHideDuration: 5000, onClose: () => setOpen(false) });
  const upload = () => {
    setCount((n) => n + 1);
    setOpen(true);
  };
  return (
    <div style={{ minHeight: 100 }}>
      <Action type="button" onClick={upload}>
        Upload report.pdf
      </Action>
      {open && (
        <Toast {...getRootProps()}>
          <span role="status">Upload {count} finished. Hover to keep this message.</span>
        </Toast>
      )}
    </div>
  );
}
