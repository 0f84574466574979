'use client';
import SearchIcon from '@mui/icons-material/SearchRounded';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { runQuery } from '@/modules/search';
import { t } from '@/i18n';
import { loadFullSearch, loadSearch, productLabels, type LoadedSearch } from './load-search';
import { firstOptions, hitGroups, recentGroup, type OptionGroup, type SearchOption } from './search-options';
import { LISTBOX_ID, optionId, SearchResults } from './search-results';
import { useRecentSearches } from './use-recent-searches';
import styles from './search-dialog.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Product segment of the current page: its results rank and group first. */
  product?: string;
}

/**
 * Rows rendered in the keystroke's own render: about a screenful of the dialog (75vh) on a phone
 * or a laptop. The rest render once that frame has been painted (see `shown`).
 */
const FIRST_ROWS = 10;

/** Starts fetching the index before the first open (the app bar calls it on hover or focus). */
export function preloadSearch() {
  loadSearch().catch(() => {
    // Reported when the dialog opens and asks again.
  });
}

/**
 * Closing a dialog opened from the page body has no element to give focus back to, and Chromium
 * leaves it on the hidden input until its next rendering update. A `/` pressed before then (a busy
 * page can take a while) went to that input, so the shortcut to reopen search did nothing.
 */
function releaseFocus(dialog: HTMLDialogElement) {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && dialog.contains(focused)) focused.blur();
}

/** The search modal; fetched with the index on first open, never in the initial page JS. */
export default function SearchDialog({ open, onClose, product }: Props) {
  const router = useRouter();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  // The active row belongs to the list of results it was chosen in: a keystroke's own render, or
  // the full index answering, starts at the first row. (Reset in an effect, the keystroke's render
  // still named the old row, which its first screenful may not have.)
  const [activeIn, setActiveIn] = useState<{ groups?: OptionGroup[]; index: number }>({ index: 0 });
  const [search, setSearch] = useState<LoadedSearch>();
  const [failed, setFailed] = useState(false);
  const { recent, remember, clear } = useRecentSearches();

  // A native modal <dialog>: the browser makes the page behind it inert, closes it on Escape and
  // gives focus back on close. MUI's Dialog did this in JavaScript, and opening it restyled and
  // re-laid out the whole page (scroll lock, aria-hidden on siblings, new style rules): ~300 ms on a
  // long page against a 100 ms budget (docs/decisions/0010-search-engine-and-index.md).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      inputRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      releaseFocus(dialog);
    }
  }, [open]);

  // Names first: enough for the first results.
  useEffect(() => {
    if (!open || search) return;
    setFailed(false);
    loadSearch().then(setSearch, () => setFailed(true));
  }, [open, search]);
  // Then the full text, requested once the names tier answers so it never delays the first
  // results; without it, names keep answering and the next open tries again.
  useEffect(() => {
    if (!search || search.complete) return;
    loadFullSearch().then(setSearch, () => undefined);
  }, [search]);

  const trimmed = query.trim();
  const groups = useMemo(() => {
    if (!trimmed) return recentGroup(recent, t('search.recent'));
    if (!search) return [];
    const hits = runQuery(search, trimmed, { product });
    return hitGroups(hits, productLabels, product);
  }, [trimmed, search, recent, product]);
  const options = useMemo(() => groups.flatMap((g) => g.options), [groups]);
  const active = activeIn.groups === groups ? activeIn.index : 0;
  const setActive = (index: number) => setActiveIn({ groups, index });
  // A keystroke renders the first screenful of results, and the rows below it come in a render
  // of their own once that frame has been painted. Rendering all 20 rows before the first paint
  // took a keystroke's p95 over the 16 ms budget (docs/decisions/0010-search-engine-and-index.md).
  // A React deferred value was not enough: its render ran before the paint, so the reader saw
  // nothing sooner.
  const [complete, setComplete] = useState<OptionGroup[]>();
  const shown = useMemo(
    () => (complete === groups ? groups : firstOptions(groups, FIRST_ROWS)),
    [complete, groups],
  );
  const cut = shown !== groups;
  useEffect(() => {
    if (!cut) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The callback runs before the next paint; a task queued from it runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setComplete(groups), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [cut, groups]);

  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const choose = (option: SearchOption) => {
    remember({ title: option.title, section: option.section, url: option.url });
    onClose();
    setQuery('');
    router.push(option.url);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIn((previous) => {
        const from = previous.groups === groups ? previous.index : 0;
        return { groups, index: (from + step + options.length) % options.length };
      });
    } else if (event.key === 'Enter' && options[active]) {
      event.preventDefault();
      choose(options[active]);
    }
  };

  const status = !trimmed
    ? recent.length === 0
      ? t('search.empty')
      : ''
    : failed
      ? t('search.failed')
      : !search
        ? t('search.loading')
        : options.length === 0
          ? `${t('search.noResults')} “${trimmed}”`
          : '';

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby="search-title"
      data-testid="search-dialog"
      // Which tiers answer (tests and the benchmark wait for "full").
      data-index={search ? (search.complete ? 'full' : 'names') : 'loading'}
      onCancel={(event) => {
        // Escape: the parent owns `open`; the effect above closes the element.
        event.preventDefault();
        onClose();
      }}
      // Also closed by the browser itself (an Escape it does not let the page cancel). The close
      // event is queued: a `/` handled before it can have opened the dialog again, whose input
      // must then keep the focus.
      onClose={(event) => {
        if (!event.currentTarget.open) releaseFocus(event.currentTarget);
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its content box.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.paper}>
        <h2 id="search-title" className={styles.visuallyHidden}>
          {t('appBar.searchLabel')}
        </h2>
        <div className={styles.header}>
          <SearchIcon aria-hidden className={styles.icon} />
          <input
            className={styles.input}
            role="combobox"
            aria-label={t('appBar.searchLabel')}
            aria-expanded={options.length > 0}
            aria-controls={LISTBOX_ID}
            aria-autocomplete="list"
            aria-activedescendant={options.length > 0 ? optionId(active) : undefined}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder={t('search.placeholder')}
            value={query}
            ref={inputRef}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className={styles.escape} onClick={onClose} aria-label={t('search.close')}>
            Esc
          </button>
        </div>
        <div className={styles.body}>
          {options.length > 0 ? (
            <SearchResults
              groups={shown}
              active={active}
              onActivate={setActive}
              onChoose={(option, event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                choose(option);
              }}
            />
          ) : null}
          {!trimmed && recent.length > 0 ? (
            <button type="button" className={styles.clear} onClick={clear}>
              {t('search.clearRecent')}
            </button>
          ) : null}
          <p role="status" className={status ? styles.status : styles.visuallyHidden}>
            {status ||
              `${options.length} ${t(options.length === 1 ? 'search.results_one' : 'search.results_other')}`}
          </p>
        </div>
      </div>
    </dialog>
  );
}
