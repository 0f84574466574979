import type { ReactNode } from 'react';
import type { PageData } from '@/lib/page-data';
import { TableOfContents } from '@/components/toc/table-of-contents.client';
import { AdBlock } from '@/components/ads/ad-block.client';
import { inHouseAds } from '@data/ads';
import { FeedbackWidget } from '@/components/feedback/feedback-widget.client';
import { docsVersionOf } from '@/lib/feedback/docs-version';
import { t } from '@/i18n';
import { Breadcrumbs } from './breadcrumbs';
import { PrevNext } from './prev-next';
import styles from './docs-page.module.css';

/** One docs page: breadcrumbs, the article, its contents list, edit link and prev/next. */
export function DocsPage({ data, children }: { data: PageData; children: ReactNode }) {
  const { page, product, trail, prev, next, editUrl } = data;
  return (
    <div className={styles.page} data-layout={page.layout}>
      <article className={`${styles.article} markdown-body`}>
        <Breadcrumbs product={product} trail={trail} />
        <AdBlock inHouseAds={inHouseAds} />
        {children}
        <footer className={styles.meta}>
          <a href={editUrl} rel="noopener" data-testid="edit-link">
            {t('editPage')}
          </a>
          {page.lastUpdated ? (
            <span>
              {t('lastUpdated')}: <time dateTime={page.lastUpdated}>{page.lastUpdated.slice(0, 10)}</time>
            </span>
          ) : null}
        </footer>
        <FeedbackWidget page={page.route} version={docsVersionOf(page.segment)} />
        <PrevNext prev={prev} next={next} />
      </article>
      {page.layout === 'docs' ? (
        <aside className={styles.toc}>
          <TableOfContents toc={page.toc} />
        </aside>
      ) : null}
    </div>
  );
}
