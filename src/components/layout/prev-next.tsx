import { SiteLink } from '@/components/link/site-link.client';
import type { NavLink } from '@/modules/nav';
import { t } from '@/i18n';
import styles from './prev-next.module.css';

export function PrevNext({ prev, next }: { prev?: NavLink; next?: NavLink }) {
  if (!prev && !next) return null;
  return (
    <nav aria-label={t('pagination.label')} className={styles.prevNext}>
      {prev ? (
        <SiteLink href={prev.pathname} className={styles.link} rel="prev">
          <span className={styles.hint}>{t('pagination.previous')}</span>
          <span className={styles.title}>{prev.title}</span>
        </SiteLink>
      ) : (
        <span />
      )}
      {next ? (
        <SiteLink href={next.pathname} className={`${styles.link} ${styles.next}`} rel="next">
          <span className={styles.hint}>{t('pagination.next')}</span>
          <span className={styles.title}>{next.title}</span>
        </SiteLink>
      ) : null}
    </nav>
  );
}
