'use client';
import { useEffect } from 'react';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/CloseRounded';
import { t } from '@/i18n';
import styles from './feedback.module.css';

const AUTO_HIDE_MS = 8000;

/** The one failure message, announced as an alert; it hides itself after a while or on Escape. */
export function FailureSnackbar({ open, onClose }: { open: boolean; onClose: () => void }) {
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(onClose, AUTO_HIDE_MS);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onClose]);

  return (
    <div className={styles.snackbarRegion} role="alert">
      {open ? (
        <div className={styles.snackbar} data-testid="feedback-snackbar">
          <span>{t('feedback.failed')}</span>
          <IconButton size="small" color="inherit" aria-label={t('feedback.dismiss')} onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </div>
      ) : null}
    </div>
  );
}
