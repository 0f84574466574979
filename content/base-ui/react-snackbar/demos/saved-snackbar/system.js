import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import { styled } from '@mui/system';

const Toast = styled(Snackbar)({
  position: 'absolute',
  left: 16,
  right: 16,
  bottom: 16,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: '10px 16px',
  borderRadius: 8,
  backgroundColor: '#0f172a',
  color: '#f8fafc',
});

const Action = styled('button')({
  padding: '6px 12px',
  borderRadius: 6,
  border: '1px solid #64748b',
  background: '#fff',
  color: '#0f172a',
  font: 'inherit',
  cursor: 'pointer',
});

export default function SavedSnackbarSystem() {
  const [open, setOpen] = React.useState(false);
  return (
    <div style={{ position: 'relative', minHeight: 120 }}>
      <Action type="button" onClick={() => setOpen(true)}>
        Save draft
      </Action>
      <Toast open={open} autoHideDuration={4000} onClose={() => setOpen(false)}>
        <span role="status">Draft saved</span>
        <Action type="button" onClick={() => setOpen(false)}>
          Close
        </Action>
      </Toast>
    </div>
  );
}
