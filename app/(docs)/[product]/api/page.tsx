import type { Metadata } from 'next';
import { SiteLink } from '@/components/link/site-link.client';
import { notFound } from 'next/navigation';
import { findProduct } from '@data/products';
import { apiEntriesOf, apiInterfacesOf, apiSegments } from '@/lib/api-pages';
import { pageMetadata } from '@/lib/metadata';
import { apiIndexMeta } from '@/model/page-meta';
import { apiPagePath, interfacePagePath } from '@/model/api-routes';
import { formatBytes } from '@/modules/api';
import { t } from '@/i18n';
import layout from '@/components/layout/docs-page.module.css';
import styles from '@/components/api-page/api-page.module.css';

export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { product: string } }) {
  return apiSegments().includes(params.product) ? [{ product: params.product }] : [];
}

export function generateMetadata({ params }: { params: { product: string } }): Metadata {
  const product = findProduct(params.product);
  if (!product) return {};
  return pageMetadata(apiIndexMeta(product));
}

/** A product's API index: every component (and hook) page, with its bundle cost to compare. */
export default function ApiIndexPage({ params }: { params: { product: string } }) {
  const product = findProduct(params.product);
  const entries = apiEntriesOf(params.product);
  if (!product || !entries.length) notFound();
  const groups = [
    { id: 'components', title: t('api.components'), items: entries.filter((e) => e.kind === 'component') },
    { id: 'hooks', title: t('api.hooks'), items: entries.filter((e) => e.kind === 'hook') },
  ].filter((group) => group.items.length);
  const interfaces = apiInterfacesOf(params.product);
  return (
    <div className={layout.page} data-layout="wide">
      <article className={`${layout.article} markdown-body`}>
        <h1>{`${product.name} ${t('api.reference')}`}</h1>
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={group.id}>
            <h2 id={group.id}>{group.title}</h2>
            <ul className={styles.index}>
              {group.items.map((entry) => (
                <li key={entry.slug}>
                  <SiteLink href={apiPagePath(entry.segment, entry.slug)}>{entry.name}</SiteLink>
                  {entry.bundle ? (
                    <span className={styles.note}> {formatBytes(entry.bundle.gzip)} gzip</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
        {interfaces.length ? (
          <section aria-labelledby="interfaces">
            <h2 id="interfaces">{t('api.interfaces')}</h2>
            <ul className={styles.index}>
              {interfaces.map((item) => (
                <li key={`${item.group}/${item.slug}`}>
                  <SiteLink href={interfacePagePath(item.segment, item.group, item.slug)}>
                    {item.name}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
    </div>
  );
}
