'use client';
import SearchIcon from '@mui/icons-material/SearchRounded';
import { t } from '@/i18n';
import styles from './search-button.module.css';

/** The search entry point in the app bar; the search dialog attaches to it (`data-search-trigger`). */
export function SearchButton() {
  return (
    <button type="button" className={styles.button} aria-label={t('appBar.searchLabel')} data-search-trigger>
      <SearchIcon fontSize="small" aria-hidden />
      <span className={styles.label}>{t('appBar.search')}</span>
      <kbd className={styles.kbd}>Ctrl K</kbd>
    </button>
  );
}
