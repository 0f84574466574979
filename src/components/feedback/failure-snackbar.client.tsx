'use client';
import { useEffect } from 'react';
import { GlyphButton } from '@/components/icons/glyph-button';
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
          <GlyphButton
            glyph="CloseRounded"
            label={t('feedback.dismiss')}
            className={styles.dismiss}
            onClick={onClose}
          />
        </div>
      ) : null}
    </div>
  );
}
