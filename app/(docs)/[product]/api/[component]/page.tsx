import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { findProduct } from '@data/products';
import { ApiPage } from '@/components/api-page/api-page';
import { apiEntriesOf, apiIndex, demosOf, loadApiEntry } from '@/lib/api-pages';
import { pageMetadata } from '@/lib/metadata';
import { apiPageMeta } from '@/model/page-meta';
import { apiPagePath } from '@/model/api-routes';
import layout from '@/components/layout/docs-page.module.css';

type Params = { product: string; component: string };

export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { product: string } }) {
  return apiEntriesOf(params.product).map((entry) => ({ component: entry.slug }));
}

export function generateMetadata({ params }: { params: Params }): Metadata {
  const entry = apiEntriesOf(params.product).find((e) => e.slug === params.component);
  if (!entry) return {};
  return pageMetadata(apiPageMeta(entry));
}

export default function ApiReferencePage({ params }: { params: Params }) {
  const entry = loadApiEntry(params.product, params.component);
  const product = findProduct(params.product);
  if (!entry || !product) notFound();
  const inherited =
    entry.inherits && apiEntriesOf(entry.segment).find((e) => e.name === entry.inherits!.name);
  return (
    <div className={layout.page} data-layout="wide">
      <article className={`${layout.article} markdown-body`}>
        <ApiPage
          entry={entry}
          product={product}
          demos={demosOf(entry)}
          inheritsHref={inherited ? apiPagePath(entry.segment, inherited.slug) : undefined}
          shared={apiIndex().shared[entry.package]}
        />
      </article>
    </div>
  );
}
