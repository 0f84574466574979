'use client';
import styles from './demo.module.css';

/** The code under a demo: the highlighted preview or full source (markup produced at build time). */
export function DemoCode({ html, id, loading }: { html?: string; id: string; loading: boolean }) {
  if (loading) {
    return (
      <div className={styles.code} id={id} aria-busy="true">
        <p className={styles.loading}>Loading code…</p>
      </div>
    );
  }
  if (!html) return null;
  return <div className={styles.code} id={id} dangerouslySetInnerHTML={{ __html: html }} />;
}
