'use client';

import { useEffect, useId, useState } from 'react';
import { API_VIEW_KEY, fill, matchesFilter, parseView, type ApiView } from '@/modules/api';
import { t } from '@/i18n';
import styles from './api-page.module.css';

/**
 * The only client code of an API page: the table/list switch (remembered in localStorage) and the
 * props filter. Both act on the server-rendered rows of the element `targetId`.
 */
export function PropsToolbar({ targetId, total }: { targetId: string; total: number }) {
  const [view, setView] = useState<ApiView | null>(null);
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(total);
  const inputId = useId();

  useEffect(() => {
    const stored = parseView(window.localStorage.getItem(API_VIEW_KEY));
    // With no remembered choice, phones start in the list view.
    setView(stored ?? (window.matchMedia('(max-width: 599px)').matches ? 'list' : 'table'));
  }, []);

  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target) return;
    if (view) target.dataset.view = view;
    let count = 0;
    for (const row of target.querySelectorAll<HTMLElement>('[data-prop]')) {
      const visible = matchesFilter(query, row.dataset.prop ?? '', row.textContent ?? '');
      row.hidden = !visible;
      if (visible) count += 1;
    }
    setShown(count);
  }, [targetId, view, query]);

  const choose = (next: ApiView) => {
    setView(next);
    window.localStorage.setItem(API_VIEW_KEY, next);
  };

  return (
    <div className={styles.toolbar}>
      <label htmlFor={inputId} className={styles.filterLabel}>
        {t('api.filter')}
      </label>
      <input
        id={inputId}
        type="search"
        className={styles.filter}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        data-testid="props-filter"
      />
      <span aria-live="polite" className={styles.count}>
        {fill(t('api.filterCount'), { shown, total })}
      </span>
      <div role="group" aria-label={t('api.view')} className={styles.viewSwitch}>
        {(['table', 'list'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={(view ?? 'table') === option}
            onClick={() => choose(option)}
            data-testid={`view-${option}`}
          >
            {t(option === 'table' ? 'api.tableView' : 'api.listView')}
          </button>
        ))}
      </div>
    </div>
  );
}
