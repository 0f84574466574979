'use client';
import { useEffect, useMemo, useState } from 'react';
import { inOwnTask } from '@/components/core/own-task';
import type { TocEntry } from '@/model/toc';
import { t } from '@/i18n';
import styles from './toc.module.css';

/** Highlights the last heading that has scrolled past the top band of the viewport. */
function useActiveHeading(ids: string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  // The observer starts in a task of its own, apart from the other effects after hydration.
  useEffect(
    () =>
      inOwnTask(() => {
        const headings = ids
          .map((id) => document.getElementById(id))
          .filter((el): el is HTMLElement => el !== null);
        if (headings.length === 0) return;
        const visible = new Map<string, boolean>();
        const observer = new IntersectionObserver(
          (entries) => {
            for (const entry of entries) visible.set(entry.target.id, entry.isIntersecting);
            const firstVisible = headings.find((h) => visible.get(h.id));
            if (firstVisible) setActive(firstVisible.id);
          },
          { rootMargin: '-80px 0px -55% 0px' },
        );
        headings.forEach((heading) => observer.observe(heading));
        return () => observer.disconnect();
      }),
    [ids],
  );
  return active;
}

export function TableOfContents({ toc }: { toc: TocEntry[] }) {
  const ids = useMemo(() => toc.map((entry) => entry.id), [toc]);
  const active = useActiveHeading(ids);
  if (toc.length === 0) return null;
  return (
    <nav aria-labelledby="toc-title" className={styles.toc}>
      <p id="toc-title" className={styles.title}>
        {t('toc.title')}
      </p>
      <ul>
        {toc.map((entry) => (
          <li key={entry.id} data-depth={entry.depth}>
            <a href={`#${entry.id}`} aria-current={entry.id === active ? 'location' : undefined}>
              {entry.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
