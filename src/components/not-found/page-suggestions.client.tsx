'use client';

import { SiteLink } from '@/components/link/site-link.client';
import { useEffect, useState } from 'react';
import type { Suggestion } from '@/modules/nearest-pages';
import { PAGE_LIST_URL } from '@/modules/site-outputs/paths';
import { t } from '@/i18n';

export const SEARCH_PARAM = 'q';

/**
 * Pages whose names are nearest the missing path, or the words typed in the 404 search form
 * (`?q=`). The 404 page is static, so the ranking runs here over the postbuild page list.
 */
export function PageSuggestions() {
  const [suggestions, setSuggestions] = useState<Suggestion[] | null>(null);

  useEffect(() => {
    const query = new URLSearchParams(window.location.search).get(SEARCH_PARAM) || window.location.pathname;
    let cancelled = false;
    // Next ships the root not-found module with every page, so the ranking code loads only here.
    Promise.all([
      fetch(PAGE_LIST_URL).then((response) => (response.ok ? response.json() : [])),
      import('@/modules/nearest-pages'),
    ])
      .then(([pages, { nearestPages }]) => {
        if (!cancelled) setSuggestions(nearestPages(query, pages));
      })
      .catch(() => {
        if (!cancelled) setSuggestions([]);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  if (suggestions === null) return null;
  return (
    <section aria-labelledby="suggestions-heading" data-testid="page-suggestions">
      <h2 id="suggestions-heading">{t('notFound.suggestions')}</h2>
      {suggestions.length === 0 ? (
        <p>{t('notFound.noSuggestions')}</p>
      ) : (
        <ul>
          {suggestions.map((page) => (
            <li key={page.path}>
              <SiteLink href={page.path}>{page.title || page.path}</SiteLink> <small>{page.path}</small>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
