'use client';
import Snackbar from '@mui/material/Snackbar';

/** A short-lived message; mounted only while there is one. */
export function Notice({ message, onClose }: { message: string; onClose: () => void }) {
  return <Snackbar open autoHideDuration={5000} onClose={onClose} message={message} />;
}
