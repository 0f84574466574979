'use client';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { GlyphButton } from '@/components/icons/glyph-button';
import { pathnameToLanguage } from '@/modules/paths';
import { t } from '@/i18n';
import { readRating, writeRating } from './remembered-rating';
import { submitFeedback } from './submit-feedback';
import { FailureSnackbar } from './failure-snackbar.client';
import { useSectionLinks, type SelectedSection } from './use-section-links';
import styles from './feedback.module.css';

// The comment box is only needed after a click: its code loads then.
const CommentForm = dynamic(() => import('./comment-form.client').then((m) => m.CommentForm), { ssr: false });

export interface FeedbackWidgetProps {
  /** The page's route, e.g. `/material-ui/react-button/`. */
  page: string;
  /** Version of the package the page documents. */
  version: string;
}

/** "Was this page helpful?" at the end of a docs page; headings' feedback links retarget it to a section. */
export function FeedbackWidget({ page, version }: FeedbackWidgetProps) {
  const titleId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const yesRef = useRef<HTMLButtonElement>(null);
  const [section, setSection] = useState<SelectedSection | null>(null);
  const [rating, setRating] = useState<0 | 1 | null>(null);
  const [remembered, setRemembered] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState('');
  const [failed, setFailed] = useState(false);
  const sectionId = section?.id ?? null;

  useEffect(() => {
    const stored = readRating(page, sectionId);
    setRating(stored);
    setRemembered(stored !== null);
  }, [page, sectionId]);

  useSectionLinks(
    useCallback((selected: SelectedSection) => {
      setSection(selected);
      setFormOpen(false);
      setStatus('');
      rootRef.current?.scrollIntoView({ block: 'center' });
      yesRef.current?.focus({ preventScroll: true });
    }, []),
  );

  const send = async (value: 0 | 1, text: string) => {
    setSending(true);
    setFailed(false);
    const ok = await submitFeedback({
      page,
      rating: value,
      version,
      language: pathnameToLanguage(window.location.pathname).userLanguage,
      ...(sectionId ? { section: sectionId } : {}),
      ...(text.trim() ? { comment: text } : {}),
    });
    setSending(false);
    if (!ok) {
      setFailed(true);
      return false;
    }
    writeRating(page, sectionId, value);
    setRemembered(false);
    setStatus(t('feedback.thanks'));
    return true;
  };

  const choose = (value: 0 | 1) => {
    setRating(value);
    setFormOpen(true);
    void send(value, '');
  };

  const submitComment = async () => {
    if (rating === null) return;
    if (await send(rating, comment)) {
      setComment('');
      setFormOpen(false);
    }
  };

  return (
    <section
      ref={rootRef}
      id="feedback"
      className={styles.root}
      aria-labelledby={titleId}
      data-testid="feedback"
    >
      <h2 id={titleId} className={styles.title}>
        {section ? t('feedback.sectionTitle') : t('feedback.title')}
      </h2>
      {section ? (
        <p className={styles.section}>
          <span data-testid="feedback-section">{section.title}</span>{' '}
          <button type="button" className={styles.textButton} onClick={() => setSection(null)}>
            {t('feedback.wholePage')}
          </button>
        </p>
      ) : null}
      <div className={styles.thumbs} role="group" aria-labelledby={titleId}>
        <GlyphButton
          ref={yesRef}
          glyph="ThumbUpAltOutlined"
          label={t('feedback.yes')}
          aria-pressed={rating === 1}
          disabled={sending}
          onClick={() => choose(1)}
        />
        <GlyphButton
          glyph="ThumbDownAltOutlined"
          label={t('feedback.no')}
          aria-pressed={rating === 0}
          disabled={sending}
          onClick={() => choose(0)}
        />
        {remembered ? <span className={styles.note}>{t('feedback.remembered')}</span> : null}
      </div>
      {formOpen ? (
        <CommentForm value={comment} onChange={setComment} onSubmit={submitComment} sending={sending} />
      ) : null}
      <p className={styles.status} role="status" data-testid="feedback-status">
        {status}
      </p>
      <FailureSnackbar open={failed} onClose={() => setFailed(false)} />
    </section>
  );
}
