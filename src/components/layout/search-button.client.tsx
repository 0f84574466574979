'use client';
import { useEffect, useState } from 'react';
import { whenSettled } from '@/components/core/when-settled';
import { Glyph } from '@/components/icons/glyph';
import { t } from '@/i18n';
import styles from './search-button.module.css';

const loadDialog = () => import('@/components/search/search-dialog.client');
type SearchDialogComponent = Awaited<ReturnType<typeof loadDialog>>['default'];
const fetchDialog = (set: (update: () => SearchDialogComponent) => void) =>
  loadDialog().then(
    (module) => set(() => module.default),
    () => undefined, // Tried again on the next open.
  );
const preload = () => {
  loadDialog().then(
    (module) => module.preloadSearch(),
    () => undefined,
  );
};

/** Typing `/` in a field types a slash; only elsewhere does it open search. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The app bar's search entry point: the button, Ctrl+K / Cmd+K and `/` open the search modal. */
export function SearchButton({ product }: { product?: string }) {
  const [open, setOpen] = useState(false);
  // The modal's module, held in state rather than behind next/dynamic: a lazy component suspends
  // on its first render even when its code is in, and React then held the reveal for ~300 ms.
  const [SearchDialog, setSearchDialog] = useState<SearchDialogComponent>();
  const show = () => {
    setOpen(true);
    if (!SearchDialog) void fetchDialog(setSearchDialog);
  };

  // The modal's code (not the index) is fetched once the page has settled, so the first Ctrl+K
  // opens it without a network round trip; it is never part of the initial page JS. Pointing at or
  // focusing the button fetches it sooner (`preload`), as does the shortcut itself.
  useEffect(() => whenSettled(() => void fetchDialog(setSearchDialog)), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut =
        (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) ||
        (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target));
      if (!shortcut || event.defaultPrevented) return;
      event.preventDefault();
      void fetchDialog(setSearchDialog);
      setOpen((was) => !was || event.key === '/');
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      {/* The shortcut hint sits over the button, not in it: a button's visible text must be part of
          its accessible name (WCAG 2.5.3), and "Search the docs" is the name a phone's icon-only
          button needs. The shortcut reaches assistive technology as aria-keyshortcuts instead. */}
      <span className={styles.field}>
        <button
          type="button"
          className={styles.button}
          aria-label={t('appBar.searchLabel')}
          aria-keyshortcuts="Control+K Meta+K"
          aria-haspopup="dialog"
          data-search-trigger
          onClick={show}
          onPointerEnter={preload}
          onFocus={preload}
        >
          <Glyph name="SearchRounded" className={styles.icon} />
          <span className={styles.label}>{t('appBar.search')}</span>
        </button>
        <kbd className={styles.kbd} aria-hidden="true">
          Ctrl K
        </kbd>
      </span>
      {SearchDialog ? <SearchDialog open={open} onClose={() => setOpen(false)} product={product} /> : null}
    </>
  );
}
