'use client';

import { useEffect, useId, useState } from 'react';
import { API_VIEW_KEY, fill, matchesFilter, parseView, type ApiView } from '@/modules/api';
import { t } from '@/i18n';
import styles from './api-page.module.css';
import { readStorage, writeStorage } from '@/modules/browser-storage';

/** The breakpoint below which the "auto" view is the list (api-page.module.css). */
const PHONE_QUERY = '(max-width: 599px)';

/**
 * The only client code of an API page: the table/list switch (remembered in localStorage) and the
 * props filter. Both act on the server-rendered rows of the element `targetId`.
 */
export function PropsToolbar({
  targetId,
  total,
  rows = 'props',
}: {
  targetId: string;
  total: number;
  /** What the rows are: a component's props, or an interface's members. */
  rows?: 'props' | 'members';
}) {
  // null until a choice is read from storage: the server's "auto" view then stays, which CSS shows
  // as the list on phones and the table elsewhere.
  const [view, setView] = useState<ApiView | null>(null);
  const [autoView, setAutoView] = useState<ApiView>('table');
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(total);
  const inputId = useId();

  useEffect(() => {
    setView(parseView(readStorage(API_VIEW_KEY)));
    // Mirrors the CSS breakpoint of the "auto" view, so the pressed button matches what is shown.
    const phone = window.matchMedia(PHONE_QUERY);
    const sync = () => setAutoView(phone.matches ? 'list' : 'table');
    sync();
    phone.addEventListener('change', sync);
    return () => phone.removeEventListener('change', sync);
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
    writeStorage(API_VIEW_KEY, next);
  };

  return (
    <div className={styles.toolbar}>
      <label htmlFor={inputId} className={styles.filterLabel}>
        {t(rows === 'members' ? 'api.filterMembers' : 'api.filter')}
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
        {fill(t(rows === 'members' ? 'api.filterMembersCount' : 'api.filterCount'), { shown, total })}
      </span>
      <div role="group" aria-label={t('api.view')} className={styles.viewSwitch}>
        {(['table', 'list'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={(view ?? autoView) === option}
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
