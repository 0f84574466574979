'use client';
import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import Button from '@mui/material/Button';
import { t } from '@/i18n';
import { FEEDBACK_LIMITS, limitCharacters } from '@/modules/feedback/limits';
import styles from './feedback.module.css';

export interface CommentFormProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  sending: boolean;
}

/** The optional comment: the button or Ctrl/Cmd+Enter sends it. The text is owned by the widget, so a failed send keeps it. */
export function CommentForm({ value, onChange, onSubmit, sending }: CommentFormProps) {
  const fieldId = useId();
  const hintId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    fieldRef.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending) onSubmit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (!sending) onSubmit();
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} data-testid="feedback-form">
      <label htmlFor={fieldId} className={styles.label}>
        {t('feedback.commentLabel')}
      </label>
      <textarea
        ref={fieldRef}
        id={fieldId}
        className={styles.textarea}
        rows={3}
        aria-describedby={hintId}
        value={value}
        onChange={(event) => onChange(limitCharacters(event.target.value, FEEDBACK_LIMITS.commentMax))}
        onKeyDown={onKeyDown}
      />
      <p id={hintId} className={styles.note}>
        {t('feedback.commentHint')}
      </p>
      <Button type="submit" variant="contained" size="small" disabled={sending}>
        {sending ? t('feedback.sending') : t('feedback.send')}
      </Button>
    </form>
  );
}
