import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import './saved-snackbar.css';

export default function SavedSnackbarCss() {
  const [open, setOpen] = React.useState(false);
  return (
    <div className="saved-area">
      <button type="button" className="saved-action" onClick={() => setOpen(true)}>
        Save draft
      </button>
      <Snackbar
        className="saved-toast"
        open={open}
        autoHideDuration={4000}
        onClose={() => setOpen(false)}
      >
        <span role="status">Draft saved</span>
        <button
          type="button"
          className="saved-action"
          onClick={() => setOpen(false)}
        >
          Close
        </button>
      </Snackbar>
    </div>
  );
}
