import { SiteLink } from '@/components/link/site-link.client';
import { products } from '@data/products';
import { AppBar } from '@/components/layout/app-bar.client';
import { PageSuggestions, SEARCH_PARAM } from '@/components/not-found/page-suggestions.client';
import { t } from '@/i18n';
import styles from './home.module.css';

export default function NotFound() {
  return (
    <>
      <AppBar />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <h1>{t('notFound.title')}</h1>
        {/* A plain GET form: the 404 page reads ?q= and ranks page names by it, with or without a
            search page. The site search (modal) can take over this form's submit once it lands. */}
        <form role="search" method="get" className={styles.notFoundSearch} data-testid="not-found-search">
          <label htmlFor="not-found-q">{t('notFound.searchLabel')}</label>
          <input id="not-found-q" name={SEARCH_PARAM} type="search" required />
          <button type="submit">{t('notFound.searchButton')}</button>
        </form>
        <PageSuggestions />
        <h2>{t('notFound.products')}</h2>
        <p>{t('notFound.body')}</p>
        <ul>
          {products
            .filter((product) => product.inSwitcher)
            .map((product) => (
              <li key={product.segment}>
                <SiteLink href={product.home}>{product.name}</SiteLink>
              </li>
            ))}
        </ul>
      </main>
    </>
  );
}
